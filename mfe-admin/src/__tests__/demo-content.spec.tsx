import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, makeVideo } from './support/fixtures.js';
import { videoPages } from './support/handlers.js';
import { renderAdmin } from './support/render-admin.js';

describe('demo content on the dashboard', () => {
  it('says what is left, asks for confirmation, removes it all and then leaves the dashboard', async () => {
    let left = { videos: 32, news: 7, threads: 4 };
    signedInAs(admin);
    server.use(
      http.get('/api/admin/demo-content', () => HttpResponse.json(left)),
      http.delete('/api/admin/demo-content', () => {
        const removed = left;
        left = { videos: 0, news: 0, threads: 0 };
        return HttpResponse.json(removed);
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');

    // The block appears once its count is in, after the dashboard's first render.
    const block = await screen.findByRole('region', { name: 'Demo content' }, { timeout: 5000 });
    expect(block).toHaveTextContent('32 videos, 7 news articles and 4 forum threads');
    await user.click(within(block).getByRole('button', { name: 'Remove demo content' }));

    // Cancel keeps everything.
    let dialog = await screen.findByRole('dialog', { name: 'Remove all demo content?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(requests, 'DELETE', '/api/admin/demo-content')).toHaveLength(0);

    await user.click(within(block).getByRole('button', { name: 'Remove demo content' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove all demo content?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    // Shown once the areas' answers came back from the server.
    expect(await screen.findByText('Demo content removed', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(requests, 'DELETE', '/api/admin/demo-content')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Demo content' })).toBeNull());
    // Many steps through a lazily loaded dialog: seconds on a busy machine.
  }, 15_000);

  it('shows nothing when there is no demo content', async () => {
    // The area's defaults: no demo content.
    signedInAs(admin);
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to load dashboard data')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Demo content' })).toBeNull();
  });
});

describe('demo videos in the admin video table', () => {
  it('carry the DEMO badge and no view count; a real video keeps its views', async () => {
    const videos = [
      makeVideo({ id: 1, title: 'Demo longplay', views: 0, is_demo: true }),
      makeVideo({ id: 2, title: 'Real upload', views: 1200 }),
    ];
    const pagination = { page: 1, limit: 20, total_count: 2, total_pages: 1, has_next: false, has_prev: false };
    signedInAs(admin);
    server.use(videoPages(() => ({ videos, pagination })));
    renderAdmin('/admin/videos');

    const demoRow = (await screen.findByRole('rowheader', { name: /Demo longplay/ }, { timeout: 5000 })).closest('tr');
    const realRow = screen.getByRole('rowheader', { name: /Real upload/ }).closest('tr');
    expect(demoRow).toHaveTextContent('DEMO');
    expect(demoRow?.querySelectorAll('td')[3]).toHaveTextContent(/^$/);
    expect(realRow).not.toHaveTextContent('DEMO');
    expect(realRow?.querySelectorAll('td')[3]).toHaveTextContent('1.2K');
  });
});
