import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@site/contracts';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { admin, makeUser, member } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

const pat = makeUser({
  id: 3,
  username: 'pat',
  email: 'pat@example.com',
  role: 'moderator',
  display_name: 'Pat Arcade',
  post_count: 12,
});

const usersAre = (accounts: () => User[]) => http.get('/api/auth/users', () => HttpResponse.json(accounts()));
const rowOf = (username: string) => screen.getByRole('rowheader', { name: username }).closest('tr') as HTMLElement;

describe('user management', () => {
  it('lists every account and gives the admin row no delete and no role change', async () => {
    signedInAs(admin);
    server.use(usersAre(() => [admin, member, pat]));
    renderAdmin('/admin/dashboard?tab=users');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Username', 'Display name', 'Email', 'Role', 'Joined', 'Posts', 'Actions']);
    expect(within(rowOf('sam')).getByText('Sam Shooter')).toBeInTheDocument();
    expect(within(rowOf('sam')).getByText('March 5, 2024')).toBeInTheDocument();
    expect(within(rowOf('pat')).getByText('moderator')).toBeInTheDocument();

    const adminRow = rowOf('admin');
    expect(within(adminRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('sam')).getByRole('button', { name: 'Delete sam' })).toBeInTheDocument();
  });

  it('searches by username or display name, on the server', async () => {
    // The API's rule: case-insensitive, in username or display name.
    signedInAs(admin);
    server.use(
      http.get('/api/auth/users', ({ request }) => {
        const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
        return HttpResponse.json(
          [admin, member, pat].filter((account) =>
            `${account.username} ${account.display_name}`.toLowerCase().includes(q),
          ),
        );
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    const search = await screen.findByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'ARCADE');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['pat']);
    expect(await screen.findByText('1 user found for “ARCADE”')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'sa');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['sam']));
    await user.type(search, 'x');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
  });

  it('pages a long list of accounts', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/auth/users', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const pagination = {
          page,
          limit: 50,
          total_count: 120,
          total_pages: 3,
          has_next: page < 3,
          has_prev: page > 1,
        };
        return HttpResponse.json([makeUser({ id: 100 + page, username: `user-on-page-${page}` })], {
          headers: { 'X-Pagination': JSON.stringify(pagination) },
        });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');
    expect(await screen.findByRole('rowheader', { name: 'user-on-page-1' })).toBeInTheDocument();
    expect(screen.getByText('120 users')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'User pages' })).getByRole('button', { name: 'Page 3' }),
    );
    expect(await screen.findByRole('rowheader', { name: 'user-on-page-3' })).toBeInTheDocument();
    expect(requests.filter(({ path }) => path === '/api/auth/users').map(({ path, search }) => path + search)).toEqual([
      '/api/auth/users?page=1',
      '/api/auth/users?page=3',
    ]);
  });

  it('promotes a member to moderator and deletes one after a confirmation', async () => {
    let accounts = [admin, member, pat];
    signedInAs(admin);
    server.use(
      usersAre(() => accounts),
      http.patch('/api/auth/users/2/role', async ({ request }) => {
        const { role } = (await request.json()) as { role: User['role'] };
        accounts = accounts.map((account) => (account.id === 2 ? { ...account, role } : account));
        return HttpResponse.json(accounts[1]);
      }),
      http.delete('/api/auth/users/3', () => {
        accounts = accounts.filter((account) => account.id !== 3);
        return HttpResponse.json({ message: 'User deleted' });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    await user.click(await screen.findByRole('button', { name: 'Make moderator: sam' }));
    expect(await within(rowOf('sam')).findByText('moderator')).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/auth/users/2/role')).toEqual([{ role: 'moderator' }]);
    expect(within(rowOf('sam')).getByRole('button', { name: 'Make regular: sam' })).toBeInTheDocument();

    await user.click(within(rowOf('pat')).getByRole('button', { name: 'Delete pat' }));
    await user.click(within(rowOf('pat')).getByRole('button', { name: 'Confirm Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'pat' })).not.toBeInTheDocument());
    expect(callsTo(requests, 'DELETE', '/api/auth/users/3')).toHaveLength(1);
  });

  it("shows the server's detail when a delete fails, and keeps the user", async () => {
    signedInAs(admin);
    server.use(
      usersAre(() => [admin, member]),
      http.delete('/api/auth/users/2', () => apiError(404, 'User not found')),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    await user.click(await screen.findByRole('button', { name: 'Delete sam' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'sam' })).toBeInTheDocument();
  });

  it("says 'Failed to load users' with a Retry when the list cannot be loaded", async () => {
    signedInAs(admin);
    server.use(http.get('/api/auth/users', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin/dashboard?tab=users');
    // The toast can show before the panel does: wait for the panel's own Retry.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load users')).not.toHaveLength(0);
  });

  it('shows the list again from the cache when the tab is opened again', async () => {
    signedInAs(admin);
    server.use(usersAre(() => [admin, member]));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    await screen.findByRole('rowheader', { name: 'sam' });
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(await screen.findByRole('tab', { name: 'User Management' }));
    expect(screen.getByRole('rowheader', { name: 'sam' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/auth/users')).toHaveLength(1);
  });
});
