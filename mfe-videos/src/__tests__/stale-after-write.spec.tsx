import { adminKeys, apiClient, createQueryClient, feedKeys, videosKeys } from '@site/api-client';
import { recordRequests, server, signedInAs, type RecordedRequest } from '@site/test-api';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onePage } from './support/handlers.js';
import { renderVideos } from './support/render-videos.js';
import { aVideo } from './support/video-fixture.js';

const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' } as const;
const pending = aVideo(1, { status: 'pending' });
const published = aVideo(2, { youtube_url: 'https://youtu.be/abcdefghijk' });

/** The shell's home feed, shown with the library (one cache for the page): its query under the published key. */
function HomeFeed() {
  const feed = useQuery({
    queryKey: feedKeys.page(1),
    queryFn: () => apiClient.get<{ items: unknown[] }>('/feed?page=1'),
  });
  return <p>{feed.data ? 'Feed shown' : 'Feed loading'}</p>;
}

function renderLibrary() {
  signedInAs(admin);
  server.use(
    http.get('/api/videos/', () => HttpResponse.json({ videos: [pending, published], pagination: onePage(2) })),
    http.get('/api/feed', () => HttpResponse.json({ items: [], pagination: onePage(0) })),
    http.post('/api/videos/', () => HttpResponse.json(aVideo(3, { status: 'pending' }))),
    http.put('/api/videos/2', () => HttpResponse.json(published)),
    http.patch('/api/videos/1/approve', () => HttpResponse.json({ ...pending, status: 'published' })),
    http.patch('/api/videos/2/tags', () =>
      HttpResponse.json({ ...published, tags: [{ text: 'Sega', color: '', textColor: '' }] }),
    ),
    http.delete('/api/videos/2', () => HttpResponse.json({ message: 'Video deleted successfully' })),
    http.patch('/api/videos/1/deny', () => HttpResponse.json({ ...pending, status: 'denied' })),
  );
  const calls = recordRequests();
  const client = createQueryClient();
  // The admin's figures, cached from an earlier visit to the dashboard and not shown now.
  client.setQueryData(adminKeys.overview, { pending: [] });
  renderVideos('/videos', { client, beside: <HomeFeed /> });
  return { calls, client };
}

const reads = (calls: RecordedRequest[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;

/**
 * After the write: the library's list and the home feed asked for again, the admin's figures stale for their next
 * showing.
 */
async function expectStaleAfterWrite(calls: RecordedRequest[], client: QueryClient) {
  await waitFor(() => expect(reads(calls, '/api/videos/')).toBe(2));
  await waitFor(() => expect(reads(calls, '/api/feed')).toBe(2));
  expect(client.getQueryState(adminKeys.overview)?.isInvalidated).toBe(true);
  expect(client.getQueryState(videosKeys.list({ page: 1, category: 'all', limit: 18 }))?.isInvalidated).toBe(false);
}

describe('a video write marks stale what shows videos, in every area (one rule: videosKeys.staleAfterWrite)', () => {
  it('a new post: the library and the home feed are fetched again', async () => {
    const { calls, client } = renderLibrary();
    const user = userEvent.setup();
    expect(await screen.findByText('Feed shown')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Create Video Post' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title *'), 'New run');
    await user.type(within(dialog).getByLabelText('YouTube URL *'), 'https://youtu.be/abcdefghijk');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    await expectStaleAfterWrite(calls, client);
  });

  it.each([
    ['an edit', ['Edit Video 2', 'Save']],
    ['an approval', ['Approve']],
    ['a denial', ['Deny Video 1', 'Confirm Deny']],
    ['a deletion', ['Delete Video 2', 'Confirm Delete']],
    ['new tags', ['Edit tags of Video 2', 'Save tags']],
  ])('%s: the same', async (_write, buttons) => {
    const { calls, client } = renderLibrary();
    const user = userEvent.setup();
    expect(await screen.findByText('Feed shown')).toBeInTheDocument();
    expect(await screen.findByText('Video 2')).toBeInTheDocument();
    for (const name of buttons) await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(1));
    await expectStaleAfterWrite(calls, client);
  });
});
