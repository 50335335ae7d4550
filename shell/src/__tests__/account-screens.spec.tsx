import { maxUsernameLength, passwordRule, passwordTooWeak, usernameMixesScripts, usernameTooLong } from '@site/domain';
import { screen, waitFor } from '@testing-library/react';
import { render } from './support/render.js';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { MemoryRouter, Routes } from 'react-router-dom';
import { callsTo, recordRequests, server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
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

/** Types a new password and waits for its field's description: the rule, then the rating. */
async function typeAndExpectRating(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  password: string,
  rating: string,
) {
  await user.type(field, password);
  await waitFor(() => expect(field).toHaveAccessibleDescription(`${passwordRule} Strength: ${rating}.`));
}

describe('login screen', () => {
  async function sendRecoveryEmail() {
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    return user;
  }

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
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findAllByText(/^Network error: /)).not.toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the login succeeded and keeps Login disabled while it redirects', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ access_token: 'token-1', user: { id: 1, username: 'sam', role: 'user' } }),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('Username'), '  sam ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(callsTo(requests, 'POST', '/api/auth/login')).toEqual([{ username: 'sam', password: 'secret1' }]);
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('the forgot-password dialog tells a network failure as "Network error. Please try again." and starts blank when opened again', async () => {
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.error()));
    const user = await sendRecoveryEmail();
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Network error. Please try again.')).not.toBeInTheDocument();
  });

  it('the forgot-password dialog thanks the visitor once the email is sent', async () => {
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.json({ message: 'sent' })));
    await sendRecoveryEmail();
    expect(await screen.findByText('Your credentials have been sent to your email!')).toBeInTheDocument();
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
  async function registerAs(email: string) {
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(await screen.findByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Display name'), 'Sam');
    await user.type(screen.getByLabelText('Password'), 'crt-zapper-77');
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

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

  it('states the password rule on the field and rates the password while it is typed', async () => {
    const user = userEvent.setup();
    renderAt('/working-register');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAccessibleDescription(passwordRule);
    await typeAndExpectRating(user, password, 'aaaaaa', 'Very weak');
    await user.clear(password);
    await typeAndExpectRating(user, password, 'Velvet-Harbor-Quartz-2931', 'Very strong');
  });

  it('refuses an easy password before sending it, its own username included', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/working-register');
    await user.type(await screen.findByLabelText('Username'), 'zapperqueen');
    await user.type(screen.getByLabelText('Email'), 'zq@example.com');
    await user.type(screen.getByLabelText('Display name'), 'Zoe');
    for (const weak of ['lightgunhub', 'zapperqueen', '１２３４５６']) {
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), weak);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText(passwordTooWeak)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(passwordTooWeak));
    expect(callsTo(requests, 'POST', '/api/auth/register')).toEqual([]);
  });

  it("refuses a username the API would refuse, in the API's words, before sending it", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/working-register');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Display name'), 'Sam');
    await user.type(screen.getByLabelText('Password'), 'crt-zapper-77');
    for (const [name, message] of [
      ['\u0430dmin', usernameMixesScripts],
      ['x'.repeat(maxUsernameLength + 1), usernameTooLong],
    ]) {
      await user.clear(screen.getByLabelText('Username'));
      await user.type(screen.getByLabelText('Username'), name);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(requests).toEqual([]);
  });

  it("puts the API's refusal under the field it names, with the Error toast", async () => {
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'email'], msg: 'Email must be a valid email address' }] },
          { status: 422 },
        ),
      ),
    );
    await registerAs('sam@example');
    expect(await screen.findByText('Email must be a valid email address', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be a valid email address');
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('says the account was created and keeps Register disabled while it redirects', async () => {
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json({ access_token: 'token-1', user: { id: 1, username: 'sam', role: 'user' } }),
      ),
    );
    await registerAs('sam@example.com');
    expect(await screen.findByText('Registration successful! Redirecting to login...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    // Registering does not sign in.
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says what is wrong with a field as the member leaves it, before any submit', async () => {
    const user = userEvent.setup();
    renderAt('/working-register');
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveAccessibleDescription(
      `Up to ${maxUsernameLength} characters, in one alphabet; shown on your profile.`,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordRule);
    await user.type(username, 'x'.repeat(maxUsernameLength + 1));
    await user.tab();
    expect(await screen.findByText(usernameTooLong)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    // Fixed as typed, once left.
    await user.clear(username);
    await user.type(username, 'zapper');
    await waitFor(() => expect(screen.queryByText(usernameTooLong)).not.toBeInTheDocument());
  });

  it('says a taken username as the member leaves the field', async () => {
    server.use(http.get('/api/users/:username', () => HttpResponse.json({ id: 3, username: 'sam' })));
    const user = userEvent.setup();
    renderAt('/working-register');
    await user.type(await screen.findByLabelText('Username'), 'Sam');
    await user.tab();
    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves no stale refusal behind: after a success the login page opens clean, the username filled in', async () => {
    let attempts = 0;
    server.use(
      http.post('/api/auth/register', () =>
        ++attempts === 1
          ? HttpResponse.json({ detail: 'Email already registered', status: 409 }, { status: 409 })
          : HttpResponse.json({ access_token: 'token-1', user: { id: 1, username: 'sam', role: 'regular' } }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/working-register');
    await user.type(await screen.findByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Display name'), 'Sam');
    await user.type(screen.getByLabelText('Password'), 'crt-zapper-77');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful! Redirecting to login...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Error')).not.toBeInTheDocument());
    // The seed's flow: /working-login after 2 s.
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('sam');
    expect(screen.queryByText('Email already registered')).not.toBeInTheDocument();
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

  it('states the rule, rates the password as it is typed, and refuses an easy one before sending it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAccessibleDescription(passwordRule);
    await typeAndExpectRating(user, password, 'lightgunhub', 'Very weak');
    await user.type(screen.getByLabelText('Confirm new password'), 'lightgunhub');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(passwordTooWeak)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("shows the API's refusal of a used link, then the success view once a fresh link works", async () => {
    let used = true;
    server.use(
      http.post('/api/auth/reset-password/confirm', () =>
        used
          ? HttpResponse.json({ detail: 'Invalid or expired reset token' }, { status: 400 })
          : HttpResponse.json({ message: 'ok' }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'brand-new-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-77');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    used = false;
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been updated successfully.')).toBeInTheDocument();
  });
});
