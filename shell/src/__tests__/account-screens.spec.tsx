import { screen } from '@testing-library/react';
import { render } from './support/render.js';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../features/account/account-routes.js';

function renderAt(path: string) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{accountRoutes()}</Routes>
      </MemoryRouter>
      <Toaster />
    </AuthProvider>,
  );
}

describe('login screen', () => {
  it('keeps Login disabled until both username and password are filled', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    const button = await screen.findByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'sam');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(button).toBeEnabled();
  });

  it('links the general login to /working-register and the admin login to /register', async () => {
    const first = renderAt('/login');
    expect(await screen.findByRole('link', { name: /Register/ })).toHaveAttribute('href', '/working-register');
    expect(document.title).toBe('Log in · Lightgun Hub');
    first.unmount();
    renderAt('/old-login');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(document.title).toBe('Admin login · Lightgun Hub');
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/register');
  });

  it('shows the server failure (here: no server) instead of logging in', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findAllByText(/^Network error: /)).not.toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the forgot-password dialog keeps Send disabled while the email is empty', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    expect(send).toBeEnabled();
  });
});

describe('register screen', () => {
  it('needs all four fields and a password of at least 6 characters', async () => {
    const user = userEvent.setup();
    renderAt('/working-register');
    const button = await screen.findByRole('button', { name: 'Register' });
    expect(document.title).toBe('Register · Lightgun Hub');
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Display name'), 'Sam');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(button);
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });
});

describe('reset password screen', () => {
  it('says the link is invalid without a token', async () => {
    renderAt('/reset-password');
    expect(await screen.findByText('Invalid reset link', { selector: 'p' })).toBeInTheDocument();
  });

  it('checks that the passwords match and are long enough', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'abcdef');
    expect(document.title).toBe('Reset your password · Lightgun Hub');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });
});
