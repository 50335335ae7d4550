import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aCategory,
  admin,
  anAuthor,
  aSearchAnswer,
  aSearchPost,
  aThreadSummary,
  member,
} from './support/forum-fixtures.js';
import { categoryThreads } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

afterEach(() => vi.restoreAllMocks());

const stats = { categories: 2, threads: 5, posts: 1234, members: 8 };
const general = aCategory();
const offTopic = aCategory({
  id: 2,
  name: 'Off-Topic',
  description: 'Anything else.',
  icon: '🎲',
  thread_count: 0,
  latest_thread: null,
  threads: [],
});
const statsAre = (answer: () => typeof stats) => http.get('/api/forum/stats', () => HttpResponse.json(answer()));
/** The forum home: its figures and two categories. */
const home = [statsAre(() => stats), http.get('/api/forum/categories', () => HttpResponse.json([general, offTopic]))];
const searchAnswers = (answer: (query: URLSearchParams) => ReturnType<typeof aSearchAnswer>) =>
  http.get('/api/forum/search', ({ request }) => HttpResponse.json(answer(new URL(request.url).searchParams)));

describe('forum home', () => {
  it('shows the stats and the categories with their latest thread', async () => {
    server.use(...home);
    await renderForum('/forum');
    expect(screen.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeInTheDocument();
    expect(document.title).toBe('Forum · Lightgun Hub');
    expect(await screen.findByRole('link', { name: 'General' })).toHaveAttribute('href', '/forum/category/1');
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Welcome to the forum' })).toHaveAttribute('href', '/forum/thread/7');
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(screen.getByText('No threads yet')).toBeInTheDocument();
    // Logged out: no New Category; not an admin: no Edit.
    expect(screen.queryByRole('button', { name: 'New Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit General' })).not.toBeInTheDocument();
  });

  it("says 'No categories yet', and offers Retry when the forum cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    server.use(
      statsAre(() => stats),
      http.get('/api/forum/categories', () =>
        ++loads === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });

  it('searches from two characters, in Threads and Posts groups, and says when nothing matches', async () => {
    server.use(
      ...home,
      searchAnswers((query) =>
        query.get('q') === 'guncon'
          ? aSearchAnswer(
              [aThreadSummary({ id: 8, title: 'GunCon 2 on a CRT', excerpt: 'Does the GunCon 2 need a CRT?' })],
              [aSearchPost({ id: 5, thread_title: 'Setups', excerpt: 'My guncon works', author: anAuthor(member) })],
            )
          : aSearchAnswer([], []),
      ),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum');
    const box = await screen.findByRole('searchbox', { name: 'Search the forum' });
    await user.type(box, 'g');
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    await user.type(box, 'uncon');
    const threads = await screen.findByRole('region', { name: 'Threads' });
    expect(within(threads).getByRole('link', { name: 'GunCon 2 on a CRT' })).toHaveAttribute('href', '/forum/thread/8');
    expect(within(threads).getByText('Does the GunCon 2 need a CRT?')).toBeInTheDocument();
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(within(posts).getByRole('link', { name: 'Setups' })).toHaveAttribute('href', '/forum/thread/7#post-5');
    expect(within(posts).getByText('My guncon works')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await user.clear(box);
    expect(await screen.findByRole('link', { name: 'General' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/forum/search').map((call) => call.query.get('q'))).not.toContain(
      'g',
    );
  });

  it('pages the search results, and says when more match than were ranked', async () => {
    server.use(
      ...home,
      searchAnswers((query) => {
        const page = Number(query.get('page'));
        return aSearchAnswer([aThreadSummary({ id: 100 + page, title: `Gun thread on page ${page}` })], [], {
          page,
          threadsTotal: 500,
          capped: true,
        });
      }),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the forum' }), 'gun');
    expect(await screen.findByRole('link', { name: 'Gun thread on page 1' })).toBeInTheDocument();
    expect(screen.getByText('500+ results for “gun”')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Search result pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(await screen.findByRole('link', { name: 'Gun thread on page 2' })).toBeInTheDocument();
    // A new search starts at its first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search the forum' }), 's');
    expect(await screen.findByRole('link', { name: 'Gun thread on page 1' })).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.path === '/api/forum/search')
        .map((call) => `${call.query.get('q')}:${call.query.get('page')}`),
    ).toEqual(['gun:1', 'gun:2', 'guns:1']);
  });

  it('lets a member create a category: both fields required, an icon from the palette', async () => {
    signedInAs(member);
    server.use(
      ...home,
      http.post('/api/forum/categories', () => HttpResponse.json(offTopic, { status: 201 })),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.click(screen.getByRole('button', { name: 'New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    expect(within(dialog).getByRole('radio', { name: 'Speech balloon' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(within(dialog).getByText('Category name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Off-Topic');
    await user.type(within(dialog).getByLabelText('Description'), 'Anything else.');
    // The palette is one Tab stop; arrow keys move the choice.
    within(dialog).getByRole('radio', { name: 'Speech balloon' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Water pistol' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Water pistol' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('radio', { name: 'Game die' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Off-Topic',
      description: 'Anything else.',
      icon: '🎲',
    });
  });

  it('shows the server detail when a category cannot be saved', async () => {
    signedInAs(member);
    server.use(
      ...home,
      http.post('/api/forum/categories', () => apiError(409, 'A category with this name already exists')),
    );
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.click(screen.getByRole('button', { name: 'New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'General');
    await user.type(within(dialog).getByLabelText('Description'), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('A category with this name already exists')).toBeInTheDocument();
  });

  it('lets an admin edit a category and explains why one with threads cannot be deleted', async () => {
    signedInAs(admin);
    server.use(
      ...home,
      http.put('/api/forum/categories/1', () => HttpResponse.json(general)),
      http.delete('/api/forum/categories/1', () => apiError(409, 'Category still has threads')),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.click(await screen.findByRole('button', { name: 'Edit General' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('General');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'All things lightgun.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'General',
      description: 'All things lightgun.',
      icon: '💬',
    });

    await user.click(screen.getByRole('button', { name: 'Delete General' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(
      (await screen.findAllByText('This category cannot be deleted while it has threads. Delete its threads first.'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('drops a deleted category from the list and the figures at once', async () => {
    let deleted = false;
    signedInAs(admin);
    server.use(
      statsAre(() => ({ ...stats, categories: deleted ? 1 : 2 })),
      http.get('/api/forum/categories', () => HttpResponse.json(deleted ? [general] : [general, offTopic])),
      http.delete('/api/forum/categories/2', () => {
        deleted = true;
        return HttpResponse.json({ message: 'Category deleted' });
      }),
    );
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.click(await screen.findByRole('button', { name: 'Delete Off-Topic' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Off-Topic' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'General' })).toBeInTheDocument();
    expect(
      within(screen.getByText('Categories', { selector: 'dt' }).parentElement as HTMLElement).getByText('1'),
    ).toBeInTheDocument();
  });

  it('shows the cached forum again when coming back from a category', async () => {
    const { threads: _threads, ...category } = general;
    server.use(...home, categoryThreads(category, general.threads));
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.click(await screen.findByRole('link', { name: 'General' }));
    await user.click(await screen.findByRole('link', { name: /Back to Forum/ }));
    expect(screen.getByRole('link', { name: 'General' })).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/api/forum/categories' || call.path === '/api/forum/stats'),
    ).toHaveLength(2);
  });
});
