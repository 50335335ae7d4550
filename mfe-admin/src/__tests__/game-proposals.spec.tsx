import type { VideoGameProposal } from '@site/contracts';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

const proposal = (videoId: number, gameId: number, gameTitle: string, platform = 'Arcade'): VideoGameProposal => ({
  video: { id: videoId, title: `Video ${videoId}: ${gameTitle} one credit`, thumbnail: '', youtube_id: 'abcdefghijk' },
  game: { id: gameId, title: gameTitle, platform },
  created_at: '2026-11-01T00:00:00.000Z',
});

/** The API's list, which accept and dismiss change as the server would. */
function proposalsApi(initial: VideoGameProposal[]) {
  let list = [...initial];
  server.use(
    http.get('/api/videos/game-proposals', () => HttpResponse.json({ proposals: list })),
    http.post('/api/videos/game-proposals/:videoId/:gameId/:action', ({ params }) => {
      const videoId = Number(params.videoId);
      const gameId = Number(params.gameId);
      if (!list.some((p) => p.video.id === videoId && p.game.id === gameId))
        return apiError(404, `No pending proposal links video ${videoId} to game ${gameId}`);
      list = list.filter((p) =>
        params.action === 'accept' ? p.video.id !== videoId : !(p.video.id === videoId && p.game.id === gameId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const proposed = () => screen.findByRole('list', { name: 'Proposed links' });

describe('admin: videos to link to games', () => {
  it('is linked from the dashboard and lists each proposal with its video and game', async () => {
    signedInAs(admin);
    proposalsApi([proposal(3, 12, 'The House of the Dead 2'), proposal(3, 13, 'The House of the Dead 2', 'Dreamcast')]);
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: /^Videos to link to games/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos to link to games' })).toBeInTheDocument();
    expect(document.title).toBe('Videos to link to games · Lightgun Hub');
    const items = within(await proposed()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]).getByRole('link', { name: 'Video 3: The House of the Dead 2 one credit' })).toHaveAttribute(
      'href',
      '/video/3',
    );
    expect(within(items[1]).getByRole('link', { name: 'The House of the Dead 2' })).toHaveAttribute(
      'href',
      '/games/13',
    );
    expect(within(items[1]).getByText(/Dreamcast/)).toBeInTheDocument();
    const { violations } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('links a video with one press: its other proposals leave the list', async () => {
    signedInAs(admin);
    proposalsApi([
      proposal(3, 12, 'The House of the Dead 2'),
      proposal(3, 13, 'The House of the Dead 2', 'Dreamcast'),
      proposal(4, 20, 'Point Blank'),
    ]);
    const calls = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/game-proposals');
    await user.click(
      await screen.findByRole('button', {
        name: 'Link Video 3: The House of the Dead 2 one credit to The House of the Dead 2 (Dreamcast)',
      }),
    );
    expect(await screen.findByText('Linked to The House of the Dead 2')).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Proposed links' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(callsTo(calls, 'POST', '/api/videos/game-proposals/3/13/accept')).toHaveLength(1);
  });

  it('dismisses a proposal, says when none is left, and tells why a press failed', async () => {
    signedInAs(admin);
    proposalsApi([proposal(4, 20, 'Point Blank')]);
    server.use(
      http.post('/api/videos/game-proposals/4/20/accept', () =>
        apiError(404, 'No pending proposal links video 4 to game 20'),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/game-proposals');
    const link = await screen.findByRole('button', { name: /^Link Video 4/ });
    await user.click(link);
    expect(await screen.findByText('No pending proposal links video 4 to game 20')).toBeVisible();
    // Keyboard: Tab reaches Dismiss, Enter presses it.
    link.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Dismiss linking Video 4/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No proposals waiting')).toBeVisible();
  });

  it('shows the loading and the error states', async () => {
    signedInAs(admin);
    server.use(http.get('/api/videos/game-proposals', () => apiError(500, 'Internal server error')));
    renderAdmin('/admin/game-proposals');
    expect(screen.getByText(/Loading/)).toBeInTheDocument();
    expect(await screen.findByText(/Failed to load the proposals/)).toBeVisible();
  });
});
