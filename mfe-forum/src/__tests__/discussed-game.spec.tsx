import { screen, within } from '@testing-library/react';
import { server } from '@site/test-api';
import { describe, expect, it } from 'vitest';
import { aCategory, aThread, aThreadSummary } from './support/forum-fixtures.js';
import { categoryThreads, threadIs } from './support/handlers.js';
import { aDiscussedGame } from './support/profile-fixtures.js';
import { renderForum } from './support/render-forum.js';

describe('a thread about a catalogue game', () => {
  it("shows the game's card with its tier and a link back to the game page", async () => {
    server.use(threadIs(aThread({ game: aDiscussedGame({ tier: 'perfect' }) })));
    await renderForum('/forum/thread/7');
    const card = await screen.findByRole('region', { name: 'Discussed game' });
    expect(within(card).getByRole('img', { name: 'Time Crisis II' })).toHaveAttribute(
      'src',
      '/api/lightgun/games/5/cover.svg',
    );
    expect(within(card).getByRole('heading', { name: 'Time Crisis II' })).toBeInTheDocument();
    expect(within(card).getByText('PlayStation 2')).toBeInTheDocument();
    expect(within(card).getByLabelText('Compatibility: Perfect')).toHaveTextContent('Perfect');
    expect(within(card).getByRole('link', { name: 'Open the game page' })).toHaveAttribute('href', '/games/5');
  });

  it("says 'No reports' for a game nobody reported on", async () => {
    server.use(threadIs(aThread({ game: aDiscussedGame({ tier: null }) })));
    await renderForum('/forum/thread/7');
    expect(
      within(await screen.findByRole('region', { name: 'Discussed game' })).getByLabelText('Compatibility: No reports'),
    ).toBeInTheDocument();
  });

  it('has no card when the thread discusses no game', async () => {
    server.use(threadIs(aThread({ id: 8, title: 'Off topic' })));
    await renderForum('/forum/thread/8');
    await screen.findByRole('heading', { level: 1, name: 'Off topic' });
    expect(screen.queryByRole('region', { name: 'Discussed game' })).not.toBeInTheDocument();
  });

  it("tags the thread with the game's title in its category's list", async () => {
    const { threads: _threads, ...category } = aCategory();
    server.use(
      categoryThreads(category, [
        aThreadSummary({ game: aDiscussedGame() }),
        aThreadSummary({ id: 9, title: 'Other' }),
      ]),
    );
    await renderForum('/forum/category/1');
    const [about, other] = await screen.findAllByRole('listitem');
    expect(within(about).getByText('Game: Time Crisis II')).toBeInTheDocument();
    expect(within(other).queryByText(/^Game:/)).not.toBeInTheDocument();
  });
});
