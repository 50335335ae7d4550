import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, aPagination, aSearchAnswer, aThreadSummary, member } from './support/forum-fixtures.js';
import { categoryThreads, threadFeed } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

afterEach(() => vi.restoreAllMocks());

const { threads: _threads, ...category } = aCategory({ thread_count: 3 });
const withNews = aThreadSummary({
  id: 8,
  title: 'Best light gun for a CRT?',
  reply_count: 69,
  unread_count: 3,
  first_unread_post_id: 812,
});
const oneNew = aThreadSummary({
  id: 9,
  title: 'Sinden borders',
  reply_count: 4,
  unread_count: 1,
  first_unread_post_id: 90,
});
const readToTheEnd = aThreadSummary({ id: 10, title: 'All read', reply_count: 2, unread_count: 0 });
const neverOpened = aThreadSummary({ id: 11, title: 'Never opened' });

describe('unread markers', () => {
  it("marks a member's threads with new posts, linking to the first unread post; read and unopened ones plainly", async () => {
    signedInAs(member);
    server.use(categoryThreads(category, [withNews, oneNew, readToTheEnd, neverOpened]));
    await renderForum('/forum/category/1');
    const unread = await screen.findByRole('link', { name: 'Best light gun for a CRT?, 3 new posts' });
    expect(unread).toHaveAttribute('href', '/forum/thread/8?post=812#post-812');
    expect(screen.getByRole('link', { name: 'Sinden borders, 1 new post' })).toHaveAttribute(
      'href',
      '/forum/thread/9?post=90#post-90',
    );
    expect(screen.getByText('3 new')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'All read' })).toHaveAttribute('href', '/forum/thread/10');
    expect(screen.getByRole('link', { name: 'Never opened' })).toHaveAttribute('href', '/forum/thread/11');
    // The list counts replies, as the thread page does.
    expect(screen.getByText('69 replies')).toBeInTheDocument();
  });

  it('marks search hits too', async () => {
    signedInAs(member);
    server.use(http.get('/api/forum/search', () => HttpResponse.json(aSearchAnswer([withNews], []))));
    const user = userEvent.setup();
    await renderForum('/forum');
    await user.type(screen.getByRole('searchbox', { name: 'Search the forum' }), 'light gun');
    expect(await screen.findByRole('link', { name: 'Best light gun for a CRT?, 3 new posts' })).toHaveAttribute(
      'href',
      '/forum/thread/8?post=812#post-812',
    );
  });

  it("marks the forum home's nested threads that have new posts", async () => {
    signedInAs(member);
    server.use(
      http.get('/api/forum/categories', () =>
        HttpResponse.json([aCategory({ threads: [withNews, readToTheEnd, neverOpened] })]),
      ),
    );
    await renderForum('/forum');
    const news = await screen.findByRole('list', { name: 'New posts in General' });
    expect(within(news).getAllByRole('link')).toHaveLength(1);
    expect(within(news).getByRole('link', { name: 'Best light gun for a CRT?, 3 new posts' })).toHaveAttribute(
      'href',
      '/forum/thread/8?post=812#post-812',
    );
  });

  it('shows a visitor no markers and no feed links', async () => {
    server.use(categoryThreads(category, [{ ...withNews, unread_count: null, first_unread_post_id: null }]));
    await renderForum('/forum/category/1');
    expect(await screen.findByRole('link', { name: 'Best light gun for a CRT?' })).toHaveAttribute(
      'href',
      '/forum/thread/8',
    );
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your threads' })).not.toBeInTheDocument();
  });
});

describe('/forum/new and /forum/unread', () => {
  it('links a member from the forum home to both', async () => {
    signedInAs(member);
    const user = userEvent.setup();
    await renderForum('/forum');
    const links = await screen.findByRole('navigation', { name: 'Your threads' });
    await user.click(within(links).getByRole('link', { name: 'Unread' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unread' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forum/unread');
    expect(
      within(screen.getByRole('navigation', { name: 'Your threads' })).getByRole('link', { name: 'Unread' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("lists the member's unread threads, each opening at its first unread post", async () => {
    signedInAs(member);
    server.use(threadFeed('unread', [withNews, oneNew]));
    await renderForum('/forum/unread');
    expect(await screen.findByRole('link', { name: 'Best light gun for a CRT?, 3 new posts' })).toHaveAttribute(
      'href',
      '/forum/thread/8?post=812#post-812',
    );
    expect(screen.getByRole('link', { name: 'Sinden borders, 1 new post' })).toBeInTheDocument();
    expect(document.title).toBe('Unread · Forum · Lightgun Hub');
  });

  it("says so when there is nothing: 'You're all caught up' and 'No new threads'", async () => {
    signedInAs(member);
    const user = userEvent.setup();
    await renderForum('/forum/unread');
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New' }));
    expect(await screen.findByText('No new threads')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New threads' })).toBeInTheDocument();
  });

  it('lists new threads, and Retry after a failure loads them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInAs(member);
    let loads = 0;
    server.use(
      http.get('/api/forum/threads/new', () =>
        ++loads === 1
          ? apiError(500, 'Database unavailable')
          : HttpResponse.json({ threads: [neverOpened], pagination: aPagination(1) }),
      ),
    );
    const user = userEvent.setup();
    await renderForum('/forum/new');
    expect(await screen.findByText('Failed to load: Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Never opened' })).toBeInTheDocument();
  });

  it('sends a visitor to the forum login, back here afterwards', async () => {
    await renderForum('/forum/unread');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/forum/auth?returnTo=%2Fforum%2Funread'),
    );
  });
});
