import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthor, aPagination, aPost, aThread, member, moderator, otherMember } from './support/forum-fixtures.js';
import { threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

afterEach(() => vi.restoreAllMocks());

const lockedThread = aThread({
  is_locked: true,
  posts: [
    aPost({ id: 100, content: 'Mine, fixed a typo', author: anAuthor(member), edited: true }),
    aPost({ id: 101, content: 'Someone else', author: anAuthor(otherMember) }),
  ],
});

describe('thread page', () => {
  it('shows the thread with its replies; a locked thread has no reply form for a regular member', async () => {
    signedInAs(member);
    server.use(threadIs(lockedThread));
    await renderForum('/forum/thread/7');
    expect(document.title).toBe('Forum · Lightgun Hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the forum' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome to the forum · Forum · Lightgun Hub');
    expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);
    expect(screen.getByText('This thread is locked')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Reply' })).not.toBeInTheDocument();

    const mine = screen.getByRole('article', { name: 'Reply by User 2' });
    expect(within(mine).getByText('(edited)')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Edit reply by User 2' })).toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'Reply by User 3' });
    expect(within(theirs).queryByText('(edited)')).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    // The opening author is an admin: role badge; a member gets no moderation buttons.
    expect(screen.getAllByText('Admin').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Lock Thread' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock Thread' })).not.toBeInTheDocument();
  });

  it('lets a moderator reply to a locked thread, unlock it and manage every reply', async () => {
    signedInAs(moderator);
    server.use(
      threadIs(lockedThread),
      http.patch('/api/forum/threads/7/lock', () =>
        HttpResponse.json({ ...lockedThread, posts: undefined, is_locked: false }),
      ),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/category/1/thread/7');
    expect(await screen.findByLabelText('Your reply')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit reply by User 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin Thread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock Thread' }));
    expect(await screen.findByRole('button', { name: 'Lock Thread' })).toBeInTheDocument();
    expect(screen.queryByText('This thread is locked')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH' && call.path === '/api/forum/threads/7/lock')).toBe(true);
  });

  it('sends a logged-out visitor to the forum login, remembering the thread', async () => {
    server.use(threadIs(aThread()));
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    expect(await screen.findByRole('link', { name: 'Log in to reply' })).toHaveAttribute(
      'href',
      '/forum/auth?returnTo=%2Fforum%2Fthread%2F7',
    );
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    // The sign-in page loads on demand: the router moves once it has.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/forum/auth?returnTo=%2Fforum%2Fthread%2F7'),
    );
  });

  it('votes and shows the own vote as pressed', async () => {
    signedInAs(member);
    server.use(
      threadIs(aThread({ vote_count: 2 })),
      http.post('/api/forum/threads/7/vote', () => HttpResponse.json({ vote_count: 3, user_vote: 'upvote' })),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    const upvote = await screen.findByRole('button', { name: 'Upvote' });
    expect(upvote).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status', { name: 'Vote count' })).toHaveTextContent('2');
    await user.click(upvote);
    expect(await screen.findByRole('status', { name: 'Vote count' })).toHaveTextContent('3');
    expect(upvote).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((call) => call.path === '/api/forum/threads/7/vote')?.body).toEqual({ vote_type: 'upvote' });
    // The API's answer goes into the page as it is: the thread is not loaded again.
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/forum/threads/7')).toHaveLength(1);
  });

  it('posts a reply, needs content, and shows the server reason when posting fails', async () => {
    let replies = 0;
    signedInAs(member);
    server.use(
      threadIs(aThread()),
      http.post('/api/forum/threads/7/posts', async ({ request }) => {
        const { content } = (await request.json()) as { content: string };
        return ++replies === 1
          ? HttpResponse.json(aPost({ id: 200, content, content_html: '<p>Great <strong>gun</strong></p>' }), {
              status: 201,
            })
          : apiError(429, 'You are posting too fast. Please wait a minute.');
      }),
    );
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    await user.click(await screen.findByRole('button', { name: 'Post Reply' }));
    expect(screen.getByText('Please enter some content')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your reply'), 'Great **gun**');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    const reply = await screen.findByRole('article', { name: 'Reply by User 2' });
    expect(await within(reply).findByText('gun')).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Replies (1)' })).toBeInTheDocument();
    expect(screen.getByText('Your reply is posted.')).toHaveAttribute('role', 'status');

    await user.type(screen.getByLabelText('Your reply'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('You are posting too fast. Please wait a minute.')).toBeInTheDocument();
    expect(screen.queryByText('Your reply is posted.')).not.toBeInTheDocument();
  });

  it("says 'Thread not found' for an unknown thread", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderForum('/forum/thread/999');
    expect(await screen.findByText('Thread not found')).toBeInTheDocument();
    expect(document.title).toBe('Thread not found · Lightgun Hub');
    expect(screen.getByRole('link', { name: /Back to Forum/ })).toHaveAttribute('href', '/forum');
  });

  it('tells a failed load from a missing thread, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    server.use(
      http.get('/api/forum/threads/7', () =>
        ++loads === 1 ? apiError(500, 'Database unavailable') : HttpResponse.json(aThread()),
      ),
    );
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    expect(await screen.findByText('Failed to load thread: Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Thread not found')).not.toBeInTheDocument();
    expect(document.title).toBe('Forum · Lightgun Hub');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the forum' })).toBeInTheDocument();
  });

  it('edits and deletes a reply in place, without loading the thread again', async () => {
    const mine = aPost({ id: 100, content: 'Frist', author: anAuthor(member) });
    signedInAs(member);
    server.use(
      threadIs(aThread({ posts: [mine, aPost({ id: 101, content: 'Someone else', author: anAuthor(otherMember) })] })),
      http.patch('/api/forum/posts/100', () =>
        HttpResponse.json({ ...mine, content: 'First', content_html: '<p>First</p>', edited: true }),
      ),
      http.delete('/api/forum/posts/100', () => HttpResponse.json({ message: 'Post deleted' })),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    expect(await screen.findByRole('heading', { name: 'Replies (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit reply by User 2' }));
    const editor = await screen.findByLabelText('Edit reply');
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter some content')).toBeInTheDocument();
    await user.type(editor, 'First');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const reply = screen.getByRole('article', { name: 'Reply by User 2' });
    expect(await within(reply).findByText('(edited)')).toBeInTheDocument();
    expect(within(reply).getByText('First')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ content: 'First' });

    await user.click(within(reply).getByRole('button', { name: 'Delete reply by User 2' }));
    await user.click(within(reply).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Reply by User 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Replies (1)' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/forum/threads/7')).toHaveLength(1);
  });

  // 120 replies in jsdom: seconds on a machine shared with other work.
  describe('a long thread', { timeout: 15_000 }, () => {
    // 120 replies, 50 a page: page 1 holds 1-50, page 2 51-100, page 3 101-120.
    const reply = (n: number) => aPost({ id: 1000 + n, content: `Reply number ${n}`, post_number: n + 1 });
    const pageOf = (page: number) => {
      const numbers = Array.from({ length: page === 3 ? 20 : 50 }, (_, i) => (page - 1) * 50 + i + 1);
      return { posts: numbers.map(reply), pagination: aPagination(120, { page }) };
    };
    const longThread = (page: number) => {
      const { posts, pagination } = pageOf(page);
      return aThread({ reply_count: 120, post_count: 121, last_post_number: 121, posts, posts_pagination: pagination });
    };
    const postsByPage = http.get('/api/forum/threads/7/posts', ({ request }) =>
      HttpResponse.json(pageOf(Number(new URL(request.url).searchParams.get('page')))),
    );

    it('loads more replies a page at a time, from the thread and without counting a view again', async () => {
      server.use(threadIs(longThread(1)), postsByPage);
      const calls = recordRequests();
      const user = userEvent.setup();
      await renderForum('/forum/thread/7');
      expect(await screen.findByText('Reply number 50')).toBeInTheDocument();
      expect(screen.queryByText('Reply number 51')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load earlier replies' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Load more replies (70 more)' }));
      expect(await screen.findByText('Reply number 100')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Load more replies (20 more)' }));
      expect(await screen.findByText('Reply number 120')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Load more replies/ })).not.toBeInTheDocument();
      expect(screen.getAllByRole('article', { name: /^Reply by/ })).toHaveLength(120);
      // The thread itself was fetched once; the later pages came from /posts.
      expect(calls.filter((call) => call.path === '/api/forum/threads/7')).toHaveLength(1);
      expect(
        calls.filter((call) => call.path === '/api/forum/threads/7/posts').map((call) => call.query.get('page')),
      ).toEqual(['2', '3']);
    });

    it("opens a reply's link on the page that holds it, with earlier replies a click away", async () => {
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      server.use(
        http.get('/api/forum/threads/7', ({ request }) =>
          HttpResponse.json(longThread(new URL(request.url).searchParams.get('post') === '1110' ? 3 : 1)),
        ),
        postsByPage,
      );
      const calls = recordRequests();
      const user = userEvent.setup();
      await renderForum('/forum/thread/7#post-1110');
      expect(await screen.findByText('Reply number 110')).toBeInTheDocument();
      expect(calls.some((call) => call.path === '/api/forum/threads/7' && call.query.get('post') === '1110')).toBe(
        true,
      );
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      expect(screen.getByText('Reply number 110').closest('li')).toHaveAttribute('id', 'post-1110');
      expect(screen.queryByText('Reply number 100')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Load earlier replies' }));
      expect(await screen.findByText('Reply number 100')).toBeInTheDocument();
      expect(screen.getByText('Reply number 51')).toBeInTheDocument();
      expect(screen.queryByText('Reply number 50')).not.toBeInTheDocument();
    });

    it('numbers each post against the last, and counts replies as the lists do', async () => {
      server.use(threadIs(longThread(1)), postsByPage);
      await renderForum('/forum/thread/7');
      expect(await screen.findByText('Post 1 of 121')).toBeInTheDocument();
      expect(screen.getByText('Post 2 of 121')).toBeInTheDocument();
      expect(screen.getByText('Post 51 of 121')).toBeInTheDocument();
      expect(screen.getByText('120 replies')).toBeInTheDocument();
      expect(screen.queryByText('121 posts')).not.toBeInTheDocument();
    });

    it('keeps the composer after the last reply: Jump to last loads the rest, keeps what is loaded, and a reply posted there appears in place', async () => {
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      const posted = aPost({ id: 5000, content: 'A brand new reply', author: anAuthor(member), post_number: 122 });
      signedInAs(member);
      server.use(
        threadIs(longThread(1)),
        postsByPage,
        http.post('/api/forum/threads/7/posts', () => HttpResponse.json(posted, { status: 201 })),
      );
      const calls = recordRequests();
      const user = userEvent.setup();
      await renderForum('/forum/thread/7');
      expect(await screen.findByRole('button', { name: 'Load more replies (70 more)' })).toBeInTheDocument();
      // Not below 70 unloaded replies, where a posted reply would vanish.
      expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Jump to last' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Jump to last and reply' }));
      // The form loads on demand (a visitor's page has no form library).
      const box = await screen.findByLabelText('Your reply', {}, { timeout: 4000 });
      await waitFor(() => expect(box).toHaveFocus());
      expect(scrolled).toHaveBeenCalled();
      expect(screen.getByText('Reply number 1')).toBeInTheDocument();
      expect(screen.getByText('Reply number 120')).toBeInTheDocument();
      // Role queries over 120 replies are slow in jsdom: text, labels and the form's own subtree instead.
      expect(screen.queryByText(/Jump to last/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Load more replies/)).not.toBeInTheDocument();
      expect(
        calls.filter((call) => call.path === '/api/forum/threads/7/posts').map((call) => call.query.get('page')),
      ).toEqual(['2', '3']);

      await user.click(box);
      await user.paste('A brand new reply');
      await user.click(within(box.closest('form')!).getByRole('button', { name: 'Post Reply' }));
      expect(await screen.findByText('Your reply is posted.')).toHaveAttribute('role', 'status');
      const shown = await screen.findByText('A brand new reply', { selector: 'p' });
      expect(shown.closest('li')).toHaveAttribute('id', 'post-5000');
      // Replies only: a toast is an 'ol > li' too.
      expect(document.querySelectorAll('ol > li[id^="post-"]')).toHaveLength(121);
      expect(screen.getByText('Replies (121)')).toBeInTheDocument();
      expect(screen.getByText('Post 122 of 122')).toBeInTheDocument();
      expect(box).toHaveValue('');
    });

    it('lets a visitor jump to the last reply too, with the login link after it', async () => {
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      server.use(threadIs(longThread(1)), postsByPage);
      const user = userEvent.setup();
      await renderForum('/forum/thread/7');
      expect(await screen.findByRole('link', { name: 'Log in to reply' })).toBeInTheDocument();
      await user.keyboard('{Tab}');
      screen.getByRole('button', { name: 'Jump to last' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Reply number 120')).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('post-1120'));
    });
  });
});
