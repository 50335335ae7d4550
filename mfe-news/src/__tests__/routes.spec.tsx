import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { newsList } from './support/handlers.js';
import { renderNews } from './support/render-news.js';

const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' } as const;
const article = (id: number, title: string, status: string) =>
  ({
    id,
    title,
    status,
    description: '',
    excerpt: '',
    content_excerpt: '',
    category: 'General',
    image: '',
    author: 'admin',
    tags: [],
    link_url: '',
  }) as unknown;

describe('news routes', () => {
  it('shows Gaming News, and says when there is no news', async () => {
    renderNews('/news');
    expect(screen.getByRole('heading', { level: 1, name: 'Gaming News' })).toBeInTheDocument();
    expect(document.title).toBe('News · Lightgun Hub');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('says the news could not be loaded, and Retry loads it', async () => {
    let failing = true;
    server.use(
      http.get('/api/news/', () => (failing ? apiError(500, 'Internal server error') : HttpResponse.json([]))),
    );
    renderNews('/news');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load news');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
  });

  it('pages the news from the API and searches there: the search and the page are in the address', async () => {
    const requests = recordRequests();
    server.use(
      http.get('/api/news/', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const q = url.searchParams.get('q') ?? '';
        const total = q ? 1 : 45;
        const pagination = {
          page,
          limit: 20,
          total_count: total,
          total_pages: Math.ceil(total / 20),
          has_next: page * 20 < total,
          has_prev: page > 1,
        };
        const title = q ? `Found by ${q}` : `Story on page ${page}`;
        return HttpResponse.json([article(page * 100, title, 'published')], {
          headers: { 'X-Pagination': JSON.stringify(pagination) },
        });
      }),
    );
    const user = userEvent.setup();
    renderNews('/news');
    expect(await screen.findByRole('heading', { name: 'Story on page 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Story on page 3' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'guncon');
    expect(await screen.findByRole('heading', { name: 'Found by guncon' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
    // One request per page and one for the search once typing paused, from page 1 again.
    expect(requests.filter(({ path }) => path === '/api/news/').map(({ search }) => search)).toEqual([
      '?page=1',
      '?page=3',
      '?page=1&q=guncon',
    ]);
  });

  it('says an unknown article is not found, and a failure is not', async () => {
    server.use(http.get('/api/news/7', () => apiError(503, 'Database unavailable')));
    const failed = renderNews('/news/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the article');
    expect(screen.queryByText('Article Not Found')).toBeNull();
    failed.unmount();
    renderNews('/news/42');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Article not found · Lightgun Hub');
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('keeps a draft of the create page in localStorage postDraft and restores it', async () => {
    const user = userEvent.setup();
    const first = renderNews('/news/create');
    // The editor loads on demand.
    await user.type(await screen.findByLabelText('Title *'), 'My draft');
    expect(document.title).toBe('Post news · Lightgun Hub');
    await user.type(screen.getByLabelText('Tags'), 'GunCon{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const saved = JSON.parse(localStorage.getItem('postDraft') ?? '{}');
    expect(saved).toMatchObject({
      title: 'My draft',
      tags: ['GunCon'],
      destination: 'news',
      activeTab: 'text',
      linkUrl: '',
      bodyText: '',
    });
    expect(saved.timestamp).toEqual(expect.any(Number));
    first.unmount();
    renderNews('/news/create');
    expect(await screen.findByLabelText('Title *')).toHaveValue('My draft');
    expect(screen.getByText('Draft restored.')).toBeInTheDocument();
  });

  it('asks a visitor to log in before posting and keeps unavailable tabs disabled', async () => {
    const user = userEvent.setup();
    renderNews('/news/create');
    await user.type(await screen.findByLabelText('Title *'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Not logged in. Please log in first.')).toBeInTheDocument();
    for (const name of ['Images & Video', 'Poll', 'AMA']) expect(screen.getByRole('tab', { name })).toBeDisabled();
  });

  it("shows an admin's approval and deletion at once, from the news fetched again, without a reload", async () => {
    signedInAs(admin);
    let stored = [article(1, 'Pending story', 'pending'), article(2, 'Old story', 'published')] as Array<{
      id: number;
      status: string;
    }>;
    const user = userEvent.setup();
    server.use(
      http.patch('/api/news/1/approve', () => {
        stored = stored.map((a) => (a.id === 1 ? { ...a, status: 'published' } : a));
        return HttpResponse.json({ message: 'ok' });
      }),
      http.delete('/api/news/2', () => {
        stored = stored.filter((a) => a.id !== 2);
        return HttpResponse.json({ message: 'ok' });
      }),
      http.get('/api/news/', () => HttpResponse.json(stored)),
    );
    renderNews('/news');
    expect(await screen.findByText('PENDING')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByText('PENDING')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Old story' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(screen.queryByText('Old story')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Pending story' })).toBeInTheDocument();
  });

  it("shows the body's plain excerpt on a card without a description, never its Markdown", async () => {
    server.use(
      ...newsList([
        { ...(article(3, 'Recoil', 'published') as object), content_excerpt: 'Adds per-game recoil profiles.' },
      ]),
    );
    renderNews('/news');
    expect(await screen.findByText('Adds per-game recoil profiles.')).toBeInTheDocument();
  });

  it("fills an admin's edit from the article's detail, the Edit button busy until it comes", async () => {
    signedInAs(admin);
    const listed = {
      ...(article(2, 'Old story', 'published') as object),
      description: 'Short',
      content_excerpt: 'The whole',
    };
    const detail = {
      ...listed,
      content: 'The whole **body**, not an excerpt',
      content_html: '<p>The whole <strong>body</strong>, not an excerpt</p>',
    };
    let sendDetail: () => void = () => {};
    server.use(
      http.get('/api/news/2', async () => {
        await new Promise<void>((resolve) => (sendDetail = resolve));
        return HttpResponse.json(detail);
      }),
      ...newsList([article(1, 'Newest', 'published'), listed]),
    );
    const user = userEvent.setup();
    renderNews('/news');

    const edit = await screen.findByRole('button', { name: 'Edit Old story' });
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-busy', 'true');
    expect(edit).toHaveTextContent('Loading…');
    expect(edit).toHaveFocus();
    sendDetail();
    const dialog = await screen.findByRole('dialog', { name: 'Edit News Post' });
    expect(within(dialog).getByLabelText('Body text')).toHaveValue('The whole **body**, not an excerpt');
    expect(edit).not.toHaveAttribute('aria-busy');
  });

  it('says so when the article to edit cannot be loaded, and opens no dialog', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/news/2', () => apiError(503, 'Database unavailable')),
      ...newsList([article(1, 'Newest', 'published'), article(2, 'Old story', 'published')]),
    );
    const user = userEvent.setup();
    renderNews('/news');

    const edit = await screen.findByRole('button', { name: 'Edit Old story' });
    await user.click(edit);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).not.toHaveAttribute('aria-busy');
  });
});
