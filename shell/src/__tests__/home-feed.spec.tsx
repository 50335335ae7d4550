import { createQueryClient, forumKeys, markStale, newsKeys, videosKeys } from '@site/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from './support/render.js';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiError, recordRequests, server, type RecordedRequest } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestContent } from '../features/home/components/latest-content.js';
import { HomePage } from '../pages/home-page.js';
import { feedPage } from './support/feed-fixtures.js';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

// The feed's pages (23 items, 10 a page) are the area's defaults (support/handlers.ts).
const feedAsked = (requests: RecordedRequest[]) =>
  requests.filter(({ path }) => path === '/api/feed').map(({ path, search }) => path + search);

function renderFeed(entry = '/') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <LatestContent />
    </MemoryRouter>,
  );
}

describe('Latest Content', () => {
  it('shows the loading text, then cards with type badge, title link, excerpt and date', async () => {
    renderFeed();
    expect(screen.getByText('Loading latest content...')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();

    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(10);
    const welcome = items[0];
    expect(within(welcome).getByRole('link', { name: 'Welcome!' })).toHaveAttribute('href', '/news/1');
    expect(within(welcome).getByText('News')).toBeInTheDocument();
    expect(within(welcome).getByText('Excerpt of item 1')).toBeInTheDocument();
    expect(within(welcome).getByText('March 5, 2024')).toBeInTheDocument();
    expect(within(items[1]).getByText('Video')).toBeInTheDocument();
    expect(within(items[2]).getByText('Forum')).toBeInTheDocument();
    expect(within(items[2]).getByRole('link', { name: 'Item 3' })).toHaveAttribute('href', '/forum/thread/3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages with Next and Previous, one request per page, none for a page seen again', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderFeed();
    await screen.findByText('Page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item 11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    // A page seen moments ago comes from the cache.
    expect(feedAsked(requests)).toEqual(['/api/feed?page=1', '/api/feed?page=2', '/api/feed?page=3']);
  });

  it('shows a type icon when an item has no picture or its picture fails', async () => {
    const { container } = renderFeed();
    await screen.findByText('Page 1 of 3');
    const video = screen.getAllByRole('article')[1];
    const img = video.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc2/hqdefault.jpg');
    fireEvent.error(img);
    expect(await within(video).findByTestId('feed-type-icon')).toBeInTheDocument();
    expect(video.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('article img')).toHaveLength(2);
  });

  it('says when there is no content yet', async () => {
    server.use(http.get('/api/feed', () => HttpResponse.json(feedPage(1, 0))));
    renderFeed();
    expect(await screen.findByText('No content available yet')).toBeInTheDocument();
  });

  it.each([
    ['a video written', videosKeys.staleAfterWrite],
    ['an article written', newsKeys.staleAfterWrite],
    ['a thread started or deleted', forumKeys.threadAddedOrRemoved(1)],
  ])(
    'is fetched again when another area marks stale what %s changes, through the published keys',
    async (_write, keys) => {
      const requests = recordRequests();
      // The one cache the shell gives every area.
      const client = createQueryClient();
      render(
        <MemoryRouter>
          <LatestContent />
        </MemoryRouter>,
        { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
      );
      await screen.findByText('Page 1 of 3');
      await markStale(client, keys);
      await waitFor(() => expect(feedAsked(requests)).toEqual(['/api/feed?page=1', '/api/feed?page=1']));
    },
  );

  it('logs a failed feed and shows it empty, with Try again', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('/api/feed', ({ request }) =>
        fail
          ? apiError(500, 'boom')
          : HttpResponse.json(feedPage(Number(new URL(request.url).searchParams.get('page')))),
      ),
    );
    renderFeed();
    expect(await screen.findByText('No content available yet')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load the latest content', expect.any(Error));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });
});

describe('HomePage', () => {
  it('has the title, tagline, library and news buttons, the feed and the visitor counts', async () => {
    server.use(http.get('/api/visitors/stats', () => HttpResponse.json({ unique_visitors: 1234, total_visits: 5678 })));
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Full Library' })).toHaveAttribute('href', '/videos');
    expect(screen.getByRole('link', { name: 'Read All News' })).toHaveAttribute('href', '/news');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const counter = screen.getByRole('region', { name: 'Visitor Counter' });
    expect(await within(counter).findByText('1,234')).toBeInTheDocument();
    expect(within(counter).getByText('Unique Visitors')).toBeInTheDocument();
    expect(within(counter).getByText('Total Visits')).toBeInTheDocument();
    expect(within(counter).getByText('5,678')).toBeInTheDocument();
  });
});
