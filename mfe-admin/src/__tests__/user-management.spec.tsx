import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@site/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, makeOverview, makeUser, member } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';
import { callsTo, signedInAs, stubApi } from './support/stub-api.js';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const pat = makeUser({ id: 3, username: 'pat', email: 'pat@example.com', role: 'moderator', display_name: 'Pat Arcade', post_count: 12 });

const rowOf = (username: string) => screen.getByRole('rowheader', { name: username }).closest('tr') as HTMLElement;

describe('user management', () => {
  it('lists every account and gives the admin row no delete and no role change', async () => {
    stubApi({ ...signedInAs(admin), 'GET /api/auth/users': { body: [admin, member, pat] } });
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
    const matching = ({ path }: { path: string }) => {
      const q = (new URL(path, 'http://localhost').searchParams.get('q') ?? '').toLowerCase();
      return { body: [admin, member, pat].filter((account) => `${account.username} ${account.display_name}`.toLowerCase().includes(q)) };
    };
    stubApi({ ...signedInAs(admin), 'GET /api/auth/users': matching });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    const search = await screen.findByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'ARCADE');
    await vi.waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['pat']);
    expect(await screen.findByText('1 user found for “ARCADE”')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'sa');
    await vi.waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['sam']));
    await user.type(search, 'x');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
  });

  it('pages a long list of accounts', async () => {
    const fetchMock = stubApi({
      ...signedInAs(admin),
      'GET /api/auth/users': ({ path }) => {
        const page = Number(new URL(path, 'http://localhost').searchParams.get('page'));
        const pagination = { page, limit: 50, total_count: 120, total_pages: 3, has_next: page < 3, has_prev: page > 1 };
        return { body: [makeUser({ id: 100 + page, username: `user-on-page-${page}` })], headers: { 'X-Pagination': JSON.stringify(pagination) } };
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');
    expect(await screen.findByRole('rowheader', { name: 'user-on-page-1' })).toBeInTheDocument();
    expect(screen.getByText('120 users')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'User pages' })).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('rowheader', { name: 'user-on-page-3' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/auth/users'))).toEqual([
      '/api/auth/users?page=1',
      '/api/auth/users?page=3',
    ]);
  });

  it('promotes a member to moderator and deletes one after a confirmation', async () => {
    let accounts = [admin, member, pat];
    const fetchMock = stubApi({
      ...signedInAs(admin),
      'GET /api/auth/users': () => ({ body: accounts }),
      'PATCH /api/auth/users/2/role': ({ body }) => {
        accounts = accounts.map((account) => (account.id === 2 ? { ...account, role: (body as { role: User['role'] }).role } : account));
        return { body: accounts[1] };
      },
      'DELETE /api/auth/users/3': () => {
        accounts = accounts.filter((account) => account.id !== 3);
        return { body: { message: 'User deleted' } };
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    await user.click(await screen.findByRole('button', { name: 'Make moderator: sam' }));
    expect(await within(rowOf('sam')).findByText('moderator')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/auth/users/2/role')).toEqual([{ role: 'moderator' }]);
    expect(within(rowOf('sam')).getByRole('button', { name: 'Make regular: sam' })).toBeInTheDocument();

    await user.click(within(rowOf('pat')).getByRole('button', { name: 'Delete pat' }));
    await user.click(within(rowOf('pat')).getByRole('button', { name: 'Confirm Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'pat' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/auth/users/3')).toHaveLength(1);
  });

  it("shows the server's detail when a delete fails, and keeps the user", async () => {
    stubApi({
      ...signedInAs(admin),
      'GET /api/auth/users': { body: [admin, member] },
      'DELETE /api/auth/users/2': { status: 404, body: { detail: 'User not found', status: 404 } },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    await user.click(await screen.findByRole('button', { name: 'Delete sam' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'sam' })).toBeInTheDocument();
  });

  it("says 'Failed to load users' with a Retry when the list cannot be loaded", async () => {
    stubApi({ ...signedInAs(admin), 'GET /api/admin/overview': { body: makeOverview() }, 'GET /api/auth/users': { status: 500, body: {} } });
    renderAdmin('/admin/dashboard?tab=users');
    // The toast can show before the panel does: wait for the panel's own Retry.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load users')).not.toHaveLength(0);
  });

  it('shows the list again from the cache when the tab is opened again', async () => {
    const fetchMock = stubApi({ ...signedInAs(admin), 'GET /api/admin/overview': { body: makeOverview() }, 'GET /api/auth/users': { body: [admin, member] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?tab=users');

    await screen.findByRole('rowheader', { name: 'sam' });
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(await screen.findByRole('tab', { name: 'User Management' }));
    expect(screen.getByRole('rowheader', { name: 'sam' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/auth/users')).toHaveLength(1);
  });
});
