import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumThreadSummary } from '@site/contracts';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, aPagination, aSearchAnswer, aThread, aThreadSummary, member } from './support/forum-fixtures.js';
import { threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

afterEach(() => vi.restoreAllMocks());

const { threads: _threads, ...category } = aCategory({ thread_count: 2 });
const pinned = aThreadSummary({
  id: 7,
  title: 'Read me first',
  is_pinned: true,
  is_locked: true,
  vote_count: 1,
  reply_count: 0,
});
const busy = aThreadSummary({
  id: 8,
  title: 'Best light gun for a CRT?',
  vote_count: 5,
  reply_count: 12,
  view_count: 300,
});
const threadsFor = (request: Request) =>
  HttpResponse.json({
    category,
    threads:
      new URL(request.url).searchParams.get('sort') === 'popular'
        ? [pinned, busy]
        : ([pinned, busy] as ForumThreadSummary[]).reverse(),
    pagination: aPagination(2, { limit: 20 }),
  });
/** The category's threads, sorted as asked. */
const categoryOne = http.get('/api/forum/categories/1/threads', ({ request }) => threadsFor(request));
const createdThread = aThread({ id: 42, title: 'My Sinden setup' });
const createThreadAnswers = (answer: () => Response) => http.post('/api/forum/categories/1/threads', answer);

describe('category page', () => {
  it('lists the threads with their markers and figures, and sorts them', async () => {
    server.use(categoryOne);
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    expect(document.title).toBe('Forum · Lightgun Hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();
    expect(document.title).toBe('General · Forum · Lightgun Hub');
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Best light gun for a CRT?' })).toHaveAttribute(
      'href',
      '/forum/thread/8',
    );
    expect(within(rows[0]).getByText('12 replies')).toBeInTheDocument();
    expect(within(rows[0]).getByText('300 views')).toBeInTheDocument();
    expect(within(rows[0]).getByText('5 votes')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pinned')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Locked')).toBeInTheDocument();

    const latest = screen.getByRole('button', { name: 'Latest' });
    const popular = screen.getByRole('button', { name: 'Popular' });
    expect(latest).toHaveAttribute('aria-pressed', 'true');
    await user.click(popular);
    expect(popular).toHaveAttribute('aria-pressed', 'true');
    expect(latest).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(within(screen.getAllByRole('listitem')[0]).getAllByRole('link')[0]).toHaveTextContent('Read me first'),
    );
    expect(calls.map((call) => call.query.get('sort')).filter(Boolean)).toEqual(['latest', 'popular']);
  });

  it('pages a long category: the page is in the address, and another sort starts again at page 1', async () => {
    const onPage = (page: number) => aThreadSummary({ id: 100 + page, title: `Thread on page ${page}` });
    server.use(
      http.get('/api/forum/categories/1/threads', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          category: { ...category, thread_count: 45 },
          threads: [onPage(page)],
          pagination: aPagination(45, { page, limit: 20 }),
        });
      }),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    expect(await screen.findByRole('link', { name: 'Thread on page 1' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Thread pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Thread on page 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forum/category/1?page=2');
    await user.click(screen.getByRole('button', { name: 'Popular' }));
    expect(await screen.findByRole('link', { name: 'Thread on page 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forum\/category\/1\?sort=popular$/);
    expect(calls.map((call) => `${call.query.get('sort')}:${call.query.get('page')}`)).toEqual([
      'latest:1',
      'latest:2',
      'popular:1',
    ]);
  });

  it('disables the sort buttons in search mode and searches within the category', async () => {
    server.use(
      categoryOne,
      http.get('/api/forum/search', () => HttpResponse.json(aSearchAnswer([busy], []))),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    const search = await screen.findByRole('searchbox', { name: 'Search this category' });
    await user.type(search, ' c ');
    // One trimmed character is not a search yet.
    for (const name of ['Latest', 'Popular', 'Most Replies'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    await user.type(search, 'rt');
    for (const name of ['Latest', 'Popular', 'Most Replies'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(await screen.findByText('1 result for “c rt”')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Threads' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts' })).toBeInTheDocument();
    const searched = calls.find((call) => call.path === '/api/forum/search');
    expect(searched?.query.get('q')).toBe('c rt');
    expect(searched?.query.get('category_id')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Popular' })).toBeEnabled();
  });

  it('sends a logged-out visitor who wants a new thread to the forum login', async () => {
    server.use(categoryOne);
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    await user.click(await screen.findByRole('button', { name: 'New Thread' }));
    // The sign-in page loads on demand: the router moves once it has.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/forum/auth?returnTo=%2Fforum%2Fcategory%2F1'),
    );
  });

  it('checks the new thread form, then opens the created thread', async () => {
    signedInAs(member);
    server.use(
      categoryOne,
      createThreadAnswers(() => HttpResponse.json(createdThread, { status: 201 })),
      threadIs(createdThread),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    await user.click(await screen.findByRole('button', { name: 'New Thread' }));
    // The form loads when first opened.
    await user.click(await screen.findByRole('button', { name: 'Create Thread' }));
    expect(screen.getByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please enter some content')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'My Sinden setup');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'Pictures soon.');
    await user.click(screen.getByRole('button', { name: 'Create Thread' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sinden setup' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forum\/thread\/42$/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'My Sinden setup',
      content: 'Pictures soon.',
      category_id: 1,
    });
  });

  it("shows the server's reason when a thread cannot be created", async () => {
    signedInAs(member);
    server.use(
      categoryOne,
      createThreadAnswers(() => HttpResponse.json({}, { status: 500 })),
    );
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    await user.click(await screen.findByRole('button', { name: 'New Thread' }));
    await user.type(await screen.findByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'World');
    await user.click(screen.getByRole('button', { name: 'Create Thread' }));
    expect(await screen.findByText('Failed to create thread')).toBeInTheDocument();
  });

  it("says 'Category not found' for an unknown category", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderForum('/forum/category/99');
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    expect(document.title).toBe('Category not found · Lightgun Hub');
  });

  it('tells a failed load from a missing category, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    server.use(
      http.get('/api/forum/categories/1/threads', ({ request }) =>
        ++loads === 1 ? apiError(500, 'Database unavailable') : threadsFor(request),
      ),
    );
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    expect(await screen.findByText('Failed to load threads: Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Category not found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();
  });

  it("puts the API's field messages under the new thread's fields", async () => {
    signedInAs(member);
    server.use(
      categoryOne,
      createThreadAnswers(() =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'title'], msg: 'Title is too long', type: 'value_error' }] },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    await user.click(await screen.findByRole('button', { name: 'New Thread' }));
    await user.type(await screen.findByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'World');
    await user.click(screen.getByRole('button', { name: 'Create Thread' }));
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Create Thread' })).toBeEnabled();
  });
});
