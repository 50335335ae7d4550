import type { NewsArticle, NewsArticleDetail } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { admin, makeVideo } from './support/fixtures.js';
import { videoPages } from './support/handlers.js';
import { renderAdmin } from './support/render-admin.js';

const pagination = (page: number) => ({
  page,
  limit: 20,
  total_count: 25,
  total_pages: 2,
  has_next: page === 1,
  has_prev: page === 2,
});
const newsList = (articles: () => NewsArticle[]) => http.get('/api/news/', () => HttpResponse.json(articles()));
const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

describe('admin video library', () => {
  it('pages through every video, approves pending ones and deletes after a confirmation', async () => {
    const pending = makeVideo({ id: 11, title: 'Member upload', status: 'pending' });
    signedInAs(admin);
    server.use(
      videoPages((page) => ({
        videos: page === 1 ? [makeVideo(), pending] : [makeVideo({ id: 12, title: 'Page two video' })],
        pagination: pagination(page),
      })),
      http.delete('/api/videos/10', () => HttpResponse.json({ message: 'Video deleted successfully' })),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/videos');

    await screen.findByRole('table');
    expect(within(rowOf('Member upload')).getByRole('button', { name: 'Approve Member upload' })).toBeInTheDocument();
    expect(within(rowOf('Member upload')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Time Crisis 2 full run' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Video deleted successfully')).toBeInTheDocument();
    expect(callsTo(requests, 'DELETE', '/api/videos/10')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Page two video' })).toBeInTheDocument();
  });

  it('drops a deleted video from the table: the page is fetched again, no reload', async () => {
    let videos = [makeVideo(), makeVideo({ id: 13, title: 'Kept video' })];
    signedInAs(admin);
    server.use(
      videoPages(() => ({ videos, pagination: { ...pagination(1), total_count: videos.length, total_pages: 1 } })),
      http.delete('/api/videos/10', () => {
        videos = videos.filter((video) => video.id !== 10);
        return HttpResponse.json({ message: 'Video deleted successfully' });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/videos');

    await user.click(await screen.findByRole('button', { name: 'Delete Time Crisis 2 full run' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Time Crisis 2 full run' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'Kept video' })).toBeInTheDocument();
    expect(screen.getByText('1 videos in total')).toBeInTheDocument();
  });

  it('shows the error with a Retry when the videos cannot be loaded', async () => {
    signedInAs(admin);
    server.use(http.get('/api/videos/', () => apiError(500, 'Internal server error')));
    renderAdmin('/admin/videos');
    expect(await screen.findByText('Error loading videos: Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const article = {
  id: 4,
  title: 'Welcome!',
  description: 'Hello',
  excerpt: 'Hello',
  content_excerpt: 'Hello there, and welcome',
  category: 'General',
  image: '',
  link_url: '',
  readTime: '5 min',
  published: true,
  status: 'published',
  author: 'Site Admin',
  tags: [],
  created_at: '2024-06-01T00:00:00.000Z',
  publishedAt: null,
  updated_at: '2024-06-01T00:00:00.000Z',
  is_demo: false,
} satisfies NewsArticle;

// The list carries an excerpt of the body; the edit form needs all of it.
const articleDetail = {
  ...article,
  content: 'Hello there, and welcome to **the hub**.',
  content_html: '<p>Hello there, and welcome to <strong>the hub</strong>.</p>',
} satisfies NewsArticleDetail;

describe('admin news list', () => {
  it("opens the shared post dialog on the article's whole body, fetched when Edit is pressed", async () => {
    let sendDetail: () => void = () => {};
    const detailSent = new Promise<void>((resolve) => (sendDetail = resolve));
    signedInAs(admin);
    server.use(
      newsList(() => [article]),
      http.get('/api/news/4', async () => {
        await detailSent;
        return HttpResponse.json(articleDetail);
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/news');

    const edit = await screen.findByRole('button', { name: 'Edit Welcome!' });
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-busy', 'true');
    sendDetail();
    const dialog = await screen.findByRole('dialog', { name: 'Edit News Post' });
    expect(within(dialog).getByLabelText('Title *')).toHaveValue('Welcome!');
    expect(within(dialog).getByLabelText('Body text')).toHaveValue('Hello there, and welcome to **the hub**.');
    expect(edit).not.toHaveAttribute('aria-busy');
  });

  it('says so in a toast when the article to edit cannot be loaded, and opens no dialog', async () => {
    signedInAs(admin);
    server.use(
      newsList(() => [article]),
      http.get('/api/news/4', () => apiError(500, 'Internal server error')),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/news');

    await user.click(await screen.findByRole('button', { name: 'Edit Welcome!' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Welcome!' })).not.toHaveAttribute('aria-busy');
  });

  it('shows a saved edit in the list at once, from the list fetched again', async () => {
    let current: NewsArticleDetail = articleDetail;
    signedInAs(admin);
    server.use(
      newsList(() => [current]),
      http.get('/api/news/4', () => HttpResponse.json(current)),
      http.put('/api/news/4', async ({ request }) => {
        current = { ...current, title: ((await request.json()) as { title: string }).title };
        return HttpResponse.json(current);
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/news');

    await user.click(await screen.findByRole('button', { name: 'Edit Welcome!' }));
    const title = within(await screen.findByRole('dialog', { name: 'Edit News Post' })).getByLabelText('Title *');
    await user.clear(title);
    await user.type(title, 'Welcome back!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('✓ Post updated!')).toBeInTheDocument();
    // The list behind the dialog (still open for its success message) already shows the new title.
    expect(await screen.findByRole('rowheader', { name: 'Welcome back!', hidden: true })).toBeInTheDocument();
    // The whole body goes back, and the article's own description is kept.
    expect(callsTo(requests, 'PUT', '/api/news/4')).toEqual([
      expect.objectContaining({
        title: 'Welcome back!',
        content: 'Hello there, and welcome to **the hub**.',
        description: 'Hello',
        category: 'General',
        readTime: '5 min',
      }),
    ]);
  });

  it('says it could not load the news, with a Retry that loads them', async () => {
    let fail = true;
    signedInAs(admin);
    server.use(
      http.get('/api/news/', () => (fail ? apiError(500, 'Internal server error') : HttpResponse.json([article]))),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/news');

    expect(await screen.findByText('Error loading news: Internal server error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.queryByText(/Error loading news/)).not.toBeInTheDocument();
  });
});
