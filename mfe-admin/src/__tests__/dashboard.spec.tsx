import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { admin, makeOverview } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

/** The number shown under a stat's label. */
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('admin dashboard', () => {
  it('shows the real counts, the pending items with links, the recent videos and the admin links', async () => {
    signedInAs(admin);
    renderAdmin('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByText('Point Blank speedrun');
    expect(stat('Videos')).toHaveTextContent('42');
    expect(stat('Games')).toHaveTextContent('104');
    expect(stat('Users')).toHaveTextContent('7');
    expect(stat('Pending approval')).toHaveTextContent('2');

    const queue = screen.getByRole('list', { name: 'Waiting for approval' });
    expect(within(queue).getByRole('link', { name: 'Point Blank speedrun' })).toHaveAttribute('href', '/video/5');
    expect(within(queue).getByRole('link', { name: 'GunCon 3 restock' })).toHaveAttribute('href', '/news/3');
    expect(
      within(screen.getByRole('list', { name: 'Recent videos' })).getByText('Time Crisis 2 full run'),
    ).toBeInTheDocument();

    for (const [name, href] of [
      ['Add Video', '/admin/videos/add'],
      ['Add News', '/admin/news/add'],
      ['Video Library', '/admin/videos'],
      ['News Articles', '/admin/news'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    for (const name of ['Site Configuration', 'SEO Settings', 'Analytics']) {
      const button = screen.getByRole('button', { name: new RegExp(name) });
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('Coming soon');
    }
  });

  it("says 'Failed to load dashboard data' and shows every count as 'Unavailable', then recovers on Retry", async () => {
    let fail = true;
    signedInAs(admin);
    // The setup checklist and the sync load on their own (the area's defaults): only the overview fails here.
    server.use(
      http.get('/api/admin/overview', () =>
        fail ? apiError(500, 'Internal server error') : HttpResponse.json(makeOverview()),
      ),
    );
    renderAdmin('/admin/dashboard');

    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    for (const label of ['Videos', 'Games', 'Users', 'Pending approval'])
      expect(stat(label)).toHaveTextContent('Unavailable');
    expect(screen.queryByText('42')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Point Blank speedrun');
    expect(stat('Videos')).toHaveTextContent('42');
    expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
  });

  it('switches tabs with the arrow keys', async () => {
    signedInAs(admin);
    server.use(http.get('/api/auth/users', () => HttpResponse.json([admin])));
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');

    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Overview');
    expect(document.title).toBe('Admin dashboard · Lightgun Hub');
    await user.click(overview);
    await user.keyboard('{ArrowRight}');
    const users = screen.getByRole('tab', { name: 'User Management' });
    expect(users).toHaveAttribute('aria-selected', 'true');
    expect(users).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('User Management');
    expect(document.title).toBe('User management · Lightgun Hub');
    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });

  it('approves a pending video from the queue: it leaves the list and the counts are fetched again', async () => {
    let pendingVideos = 1;
    signedInAs(admin);
    server.use(
      http.get('/api/admin/overview', () => {
        const overview = makeOverview();
        return HttpResponse.json(
          pendingVideos
            ? overview
            : { ...overview, counts: { ...overview.counts, pending_videos: 0 }, pending: overview.pending.slice(1) },
        );
      }),
      http.patch('/api/videos/5/approve', () => {
        pendingVideos = 0;
        return HttpResponse.json({});
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Approve Point Blank speedrun' }));
    expect(await screen.findByText('Post approved!')).toBeInTheDocument();
    expect(screen.queryByText('Point Blank speedrun')).not.toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/videos/5/approve')).toHaveLength(1);
    await vi.waitFor(() => expect(stat('Pending approval')).toHaveTextContent('1'));
  });

  it('denies pending news with an optional reason, after a dialog that can be cancelled', async () => {
    signedInAs(admin);
    let sent: unknown;
    server.use(
      http.patch('/api/news/3/deny', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 3, status: 'denied' });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Deny GunCon 3 restock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny “GunCon 3 restock”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(requests, 'PATCH', '/api/news/3/deny')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deny GunCon 3 restock' }));
    const reason = await screen.findByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.type(reason, '  Already covered last week. ');
    expect(screen.getByText('29 / 500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Post denied')).toBeInTheDocument();
    expect(sent).toEqual({ reason: 'Already covered last week.' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('denies without a reason, and keeps the dialog open with the error when denying fails', async () => {
    signedInAs(admin);
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/news/3/deny', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? apiError(409, 'Only pending articles can be rejected; delete a published one instead')
          : HttpResponse.json({ id: 3, status: 'denied' });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Deny GunCon 3 restock' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Deny' }));
    expect(
      await screen.findByText('Only pending articles can be rejected; delete a published one instead'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Post denied')).toBeInTheDocument();
    expect(bodies).toEqual([{}, {}]);
  });

  it('logs out and goes home', async () => {
    signedInAs(admin);
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Logged out' })));
    renderAdmin('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
