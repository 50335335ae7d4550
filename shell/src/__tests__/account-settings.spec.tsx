import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { passwordRule, passwordTooWeak } from '@site/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../features/account/account-routes.js';
import { Header } from '../layout/header.js';
import { builtInSiteConfig } from '../site-config/site-config.js';
import { SiteConfigProvider } from '../site-config/site-config-context.js';
import { sam } from './support/account-fixtures.js';
import { render } from './support/render.js';

function renderAt(path: string) {
  return render(
    <SiteConfigProvider config={builtInSiteConfig}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Header />
          <Routes>
            {accountRoutes()}
            <Route path="/" element={<p>Home</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </SiteConfigProvider>,
  );
}

// Typing in jsdom is slow on a busy machine.
describe('/account', { timeout: 20_000 }, () => {
  it('sends a visitor to the login page, to come back after logging in', async () => {
    renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it("is reached from the header's greeting", async () => {
    signedInAs(sam);
    const user = userEvent.setup();
    renderAt('/');
    await user.click(await screen.findByRole('link', { name: 'Welcome, sam!' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
  });

  it('sends only what changed, and asks for the current password once the email changes', async () => {
    signedInAs(sam);
    server.use(
      http.patch('/api/auth/me', () =>
        HttpResponse.json({ ...sam, display_name: 'Sam Z', updated_at: '2026-02-01T00:00:00.000Z' }),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/account');
    const name = await screen.findByLabelText('Display name');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Sam Z ');
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account has been updated.')).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/auth/me')).toEqual([{ display_name: 'Sam Z' }]);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ display_name: 'Sam Z' });

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    expect(screen.getAllByLabelText('Current password')).toHaveLength(2);
  });

  it("states the password rule, rates the new password as it is typed, and refuses one made of the user's names before sending it", async () => {
    signedInAs(sam);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/account');
    await screen.findByRole('form', { name: 'Change password' });
    const newPassword = screen.getByLabelText('New password');
    expect(newPassword).toHaveAccessibleDescription(passwordRule);
    await user.type(screen.getByLabelText('Current password'), 'crt-zapper-77');
    await user.type(newPassword, 'sam@example.com');
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(`${passwordRule} Strength: Very weak.`));
    await user.type(screen.getByLabelText('Confirm new password'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(passwordTooWeak)).toBeInTheDocument();
    expect(callsTo(requests, 'PUT', '/api/auth/me/password')).toEqual([]);
  });

  it('keeps this browser signed in with the new token after a password change, and shows a refusal on its field', async () => {
    let attempts = 0;
    signedInAs(sam);
    server.use(
      http.put('/api/auth/me/password', () =>
        ++attempts === 1
          ? apiError(422, [{ loc: ['body', 'current_password'], msg: 'Current password is incorrect' }])
          : HttpResponse.json({ access_token: 'token-2', user: sam }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/account');
    await screen.findByRole('form', { name: 'Change password' });
    // The profile form asks for a current password only once its email changes: this one is the password form's.
    const field = (label: string) => screen.getByLabelText(label);
    await user.type(field('Current password'), 'wrong-one');
    await user.type(field('New password'), 'brand-new-77');
    await user.type(field('Confirm new password'), 'brand-new-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(field('Confirm new password'), '7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('You are still signed in here; every other session has ended.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-2');
  });
});
