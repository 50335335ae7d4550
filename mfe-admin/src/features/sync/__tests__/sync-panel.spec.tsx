import { createQueryClient } from '@site/api-client';
import type { YoutubeSyncRun, YoutubeSyncRunList } from '@site/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiError, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../__tests__/support/fixtures.js';
import { renderAdmin } from '../../../__tests__/support/render-admin.js';
import { SyncPanel } from '../sync-panel.js';

const runsAre = (answer: () => Response | Promise<Response>) => http.get('/api/admin/youtube/sync-runs', answer);

function makeRun(fields: Partial<YoutubeSyncRun> = {}): YoutubeSyncRun {
  return {
    id: 1,
    trigger: 'schedule',
    started_by: null,
    started_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    finished_at: new Date().toISOString(),
    status: 'succeeded',
    added: 3,
    updated: 1,
    error: null,
    ...fields,
  };
}

function makeList(runs: YoutubeSyncRun[], schedule: Partial<YoutubeSyncRunList['schedule']> = {}): YoutubeSyncRunList {
  return {
    schedule: { every: '6h', playlist_configured: true, next_run_at: '2026-11-25T18:00:00.000Z', ...schedule },
    runs,
  };
}

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SyncPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the YouTube sync panel', () => {
  it('says it is loading until the runs arrive', async () => {
    let answer: (list: YoutubeSyncRunList) => void = () => {};
    const arrived = new Promise<YoutubeSyncRunList>((resolve) => (answer = resolve));
    server.use(runsAre(async () => HttpResponse.json(await arrived)));
    renderPanel();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the sync runs...');
    answer(makeList([]));
    expect(await screen.findByText('No sync yet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the latest runs, newest first, with who started each and how it ended', async () => {
    server.use(
      runsAre(() =>
        HttpResponse.json(
          makeList([
            makeRun({ id: 4, status: 'running', finished_at: null, added: null, updated: null }),
            makeRun({ id: 3, trigger: 'manual', started_by: { id: 1, username: 'admin' }, added: 2, updated: 0 }),
            makeRun({
              id: 2,
              status: 'failed',
              added: null,
              updated: null,
              error: 'YouTube refused: the API quota is used up',
            }),
            makeRun({
              id: 1,
              trigger: 'manual',
              status: 'interrupted',
              added: null,
              updated: null,
              error: 'The YouTube sync stopped with the API process that ran it',
            }),
          ]),
        ),
      ),
    );
    renderPanel();

    const items = within(await screen.findByRole('list', { name: 'Latest syncs' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'RunningScheduled5 minutes ago',
      'DoneBy admin5 minutes ago2 added, 0 updated',
      'FailedScheduled5 minutes agoYouTube refused: the API quota is used up',
      'InterruptedBy a former admin5 minutes agoThe YouTube sync stopped with the API process that ran it',
    ]);
    expect(screen.getByText(/^Synced every 6h; next run/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sync by hand' })).toHaveAttribute('href', '/videos');
  });

  it('says when nothing has run yet, and what to set for a schedule', async () => {
    server.use(runsAre(() => HttpResponse.json(makeList([], { every: null, next_run_at: null }))));
    renderPanel();

    expect(await screen.findByText('No sync yet')).toBeInTheDocument();
    expect(
      screen.getByText('Synced only by hand: set YOUTUBE_SYNC_EVERY (e.g. 6h) to sync on a schedule.'),
    ).toBeInTheDocument();
  });

  it('says when no playlist is configured', async () => {
    server.use(runsAre(() => HttpResponse.json(makeList([], { playlist_configured: false, next_run_at: null }))));
    renderPanel();

    expect(
      await screen.findByText("No playlist configured: set YOUTUBE_PLAYLIST_ID to sync the channel's videos."),
    ).toBeInTheDocument();
  });

  it('says the runs could not be loaded, and loads them on Retry', async () => {
    let fail = true;
    server.use(
      runsAre(() => (fail ? apiError(500, 'Internal server error') : HttpResponse.json(makeList([makeRun()])))),
    );
    renderPanel();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the sync runs');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 added, 1 updated')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is on the admin dashboard', async () => {
    signedInAs(admin);
    server.use(runsAre(() => HttpResponse.json(makeList([makeRun()]))));
    renderAdmin('/admin/dashboard');

    const panel = await screen.findByRole('region', { name: 'YouTube sync' });
    expect(await within(panel).findByText('3 added, 1 updated')).toBeInTheDocument();
  });
});
