import { adminKeys, createQueryClient, feedKeys, newsPageQuery, videosKeys } from '@site/api-client';
import { recordRequests, server, signedInAs } from '@site/test-api';
import { AuthProvider } from '@site/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import AreaRoutes from '../routes.js';

const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' } as const;

/** Answers the areas cached earlier in the visit (one cache for the page), under their published keys. */
const cached = {
  newsList: newsPageQuery({ page: 1 }).queryKey,
  videos: videosKeys.latest,
  feed: feedKeys.page(1),
  adminFigures: adminKeys.overview,
};

function renderCreatePage() {
  signedInAs(admin);
  server.use(
    http.post('/api/news', () => HttpResponse.json({ id: 5 })),
    http.post('/api/videos', () => HttpResponse.json({ id: 6 })),
  );
  const calls = recordRequests();
  const client = createQueryClient();
  for (const queryKey of Object.values(cached)) client.setQueryData(queryKey, { cached: true });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/news/create']}>
          <Routes>
            <Route path="/news/*" element={<AreaRoutes />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  const stale = () =>
    Object.fromEntries(
      Object.entries(cached).map(([name, queryKey]) => [name, client.getQueryState(queryKey)?.isInvalidated ?? false]),
    );
  return { calls, stale };
}

describe("the create page's post marks stale what shows its section, through the published keys", () => {
  it('news: the news, the home feed and the admin figures, not the videos', async () => {
    const { calls, stale } = renderCreatePage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title *'), 'Big news');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post created! Redirecting to the news...')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/news']);
    expect(stale()).toEqual({ newsList: true, videos: false, feed: true, adminFigures: true });
  });

  it('a video: the videos, the home feed and the admin figures, not the news', async () => {
    const { calls, stale } = renderCreatePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Videos' }));
    await user.type(screen.getByLabelText('Title *'), 'New run');
    await user.click(screen.getByRole('tab', { name: 'Link' }));
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://youtu.be/abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/videos']),
    );
    await waitFor(() => expect(stale()).toEqual({ newsList: false, videos: true, feed: true, adminFigures: true }));
  });
});
