import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe-violations.js';
import { aGame, aPagination } from './support/games-fixtures.js';
import { gamePage } from './support/handlers.js';
import { aUser, renderGames } from './support/render-games.js';

const game = aGame({ compatibility_tier: 'playable' });
const member = aUser(2);

async function discussions() {
  return within(await screen.findByRole('region', { name: 'Discussions' }));
}
const location = () => screen.getByTestId('location');

/** A member on the game page with the composer open, the API answering the post with `answer`. */
async function openComposer(answer: () => Response) {
  signedInAs(member);
  server.use(http.post('/api/lightgun/games/12/discussion', answer), ...gamePage(game));
  const calls = recordRequests();
  renderGames('/games/12');
  const section = await discussions();
  await userEvent.click(await section.findByRole('button', { name: 'Discuss this game' }));
  const form = within(await section.findByRole('form', { name: 'Start the discussion' }));
  return { calls, section, form };
}

describe('"Discuss this game"', () => {
  it('opens the thread when the game has one, for a member and a visitor alike', async () => {
    server.use(
      http.get('/api/lightgun/games/12/discussion', () => HttpResponse.json({ thread_id: 77 })),
      ...gamePage(game),
    );
    renderGames('/games/12');
    await userEvent.click(await (await discussions()).findByRole('button', { name: 'Discuss this game' }));
    await waitFor(() => expect(location()).toHaveTextContent('/forum/thread/77'));
  });

  it('gives a visitor a login link while there is no thread', async () => {
    server.use(...gamePage(game));
    renderGames('/games/12');
    expect(await (await discussions()).findByRole('link', { name: 'Log in to discuss this game' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fgames%2F12',
    );
  });

  it("opens a composer with the game's card and its title prefilled; the member's own post opens the thread", async () => {
    const { calls, form } = await openComposer(() =>
      HttpResponse.json({ thread_id: 81, created: true, post_id: null }, { status: 201 }),
    );
    expect(form.getByText('Time Crisis')).toBeInTheDocument();
    expect(form.getByText('Arcade')).toBeInTheDocument();
    expect(form.getAllByText(/Playable/).length).toBeGreaterThan(0);
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Time Crisis');
    // Nothing is written for the member: the post starts empty and is required.
    const post = form.getByRole('textbox', { name: 'Your first post (Markdown)' });
    expect(post).toHaveValue('');
    expect(post).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Post and open the thread' }));
    expect(await form.findByText('Please write your first post')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(post, 'Works on my Sinden');
    await userEvent.click(form.getByRole('button', { name: 'Post and open the thread' }));
    await waitFor(() => expect(location()).toHaveTextContent('/forum/thread/81'));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ title: 'Time Crisis', content: 'Works on my Sinden' });
  });

  it('sends the title the member wrote, and is told when the thread was opened meanwhile', async () => {
    const { calls, form } = await openComposer(() => HttpResponse.json({ thread_id: 90, created: false, post_id: 5 }));
    const title = form.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Best on a CRT');
    await userEvent.type(form.getByRole('textbox', { name: 'Your first post (Markdown)' }), 'Mine');
    await userEvent.click(form.getByRole('button', { name: 'Post and open the thread' }));
    expect(await screen.findByText('Someone opened this discussion first: your post is a reply there')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent('/forum/thread/90'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Best on a CRT', content: 'Mine' });
  });

  it("shows the API's refusal under its field, or the reason above the buttons; Cancel closes", async () => {
    let answer = apiError(422, [{ loc: ['body', 'content'], msg: 'content must be at most 50000 characters' }]);
    const { section, form } = await openComposer(() => answer);
    await userEvent.type(form.getByRole('textbox', { name: 'Your first post (Markdown)' }), 'Text');
    await userEvent.click(form.getByRole('button', { name: 'Post and open the thread' }));
    expect(await form.findByText('content must be at most 50000 characters')).toBeInTheDocument();
    answer = apiError(429, 'You are posting too fast: wait a minute');
    await userEvent.click(form.getByRole('button', { name: 'Post and open the thread' }));
    expect(await form.findByText('You are posting too fast: wait a minute')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/games/12');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('form')).toBeNull();
    expect(section.getByRole('button', { name: 'Discuss this game' })).toBeInTheDocument();
  });

  it('is axe-clean with the composer open', async () => {
    signedInAs(member);
    server.use(
      http.get('/api/lightgun/games/12/threads', () => HttpResponse.json({ threads: [], pagination: aPagination(0) })),
      ...gamePage(game),
    );
    renderGames('/games/12');
    const section = await discussions();
    await userEvent.click(await section.findByRole('button', { name: 'Discuss this game' }));
    await section.findByRole('form', { name: 'Start the discussion' });
    expect(await axeViolations()).toEqual([]);
  });
});
