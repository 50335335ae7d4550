import {
  maxUsernameLength,
  passwordRule,
  passwordTooWeak,
  usernameHasInvisibleCharacters,
  usernameMixesScripts,
  usernameTooLong,
} from '@site/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordRequests, server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aThread, member } from './support/forum-fixtures.js';
import { threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

const loginAnswer = http.post('/api/auth/login', () =>
  HttpResponse.json({ access_token: 'member-token', user: member }),
);

describe('forum auth page', () => {
  it('keeps Login disabled until the username and password are filled', async () => {
    const user = userEvent.setup();
    await renderForum('/forum/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Forum Login' })).toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'user2');
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(login).toBeEnabled();
  });

  it('says when the passwords do not match and sends nothing', async () => {
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/auth');
    expect(document.title).toBe('Forum login · Lightgun Hub');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(document.title).toBe('Join the forum · Lightgun Hub');
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Email'), 'newbie@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('states the password rule, rates the password as it is typed, and refuses an easy one before sending it', async () => {
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/register');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(passwordRule);
    await user.type(screen.getByLabelText('Username'), 'zapperqueen');
    await user.type(screen.getByLabelText('Email'), 'zq@example.com');
    for (const weak of ['aaaaaa', 'zapperqueen', 'lightgunhub']) {
      await user.clear(password);
      await user.clear(screen.getByLabelText('Confirm password'));
      await user.type(password, weak);
      await waitFor(() => expect(password).toHaveAccessibleDescription(`${passwordRule} Strength: Very weak.`));
      await user.type(screen.getByLabelText('Confirm password'), weak);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText(passwordTooWeak)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("refuses a username the API would refuse, in the API's words, before sending it", async () => {
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/register');
    await user.type(screen.getByLabelText('Email'), 'zq@example.com');
    await user.type(screen.getByLabelText('Password'), 'crt-zapper-77');
    await user.type(screen.getByLabelText('Confirm password'), 'crt-zapper-77');
    for (const [name, message] of [
      ['\u0430dmin', usernameMixesScripts],
      ['zap\u200bper', usernameHasInvisibleCharacters],
      ['x'.repeat(maxUsernameLength + 1), usernameTooLong],
    ]) {
      await user.clear(screen.getByLabelText('Username'));
      await user.type(screen.getByLabelText('Username'), name);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('requires username, email and password', async () => {
    const user = userEvent.setup();
    await renderForum('/forum/register');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of ['Username is required', 'Email is required', 'Password is required'])
      expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('after sign-up returns to login mode with the username kept and both passwords cleared, then honours returnTo', async () => {
    server.use(
      http.post('/api/forum/auth/register', () =>
        HttpResponse.json({ access_token: 'forum-token', user: member }, { status: 201 }),
      ),
      loginAnswer,
      threadIs(aThread()),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/register?returnTo=%2Fforum%2Fthread%2F7');
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Forum' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'user2');
    await user.type(screen.getByLabelText('Email'), 'user2@example.com');
    await user.type(screen.getByLabelText('Password'), 'crt-zapper-77');
    await user.type(screen.getByLabelText('Confirm password'), 'crt-zapper-77');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created! Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Forum Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('user2');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    // Sent with the display name defaulting to the username; stored as the forum's copy, not signed in.
    expect(calls.find((call) => call.path === '/api/forum/auth/register')?.body).toEqual({
      username: 'user2',
      email: 'user2@example.com',
      password: 'crt-zapper-77',
      display_name: 'user2',
    });
    expect(localStorage.getItem('forum_token')).toBe('forum-token');
    expect(JSON.parse(localStorage.getItem('forum_user') ?? 'null')).toMatchObject({ username: 'user2' });
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the forum' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forum\/thread\/7$/);
    expect(localStorage.getItem('token')).toBe('member-token');
  });

  it('ignores a returnTo that leaves the site and goes to the forum', async () => {
    server.use(
      loginAnswer,
      http.get('/api/forum/stats', () => HttpResponse.json({ categories: 0, threads: 0, posts: 0, members: 1 })),
    );
    const user = userEvent.setup();
    await renderForum('/forum/auth?returnTo=%2F%2Fevil.example%2Fphish');
    await user.type(screen.getByLabelText('Username'), 'user2');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Forum' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forum$/);
  });

  it('shows the server message when the login fails', async () => {
    server.use(http.post('/api/auth/login', () => apiError(401, 'Incorrect username or password')));
    const user = userEvent.setup();
    await renderForum('/forum/login');
    await user.type(screen.getByLabelText('Username'), 'user2');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forum\/login$/);
  });
});
