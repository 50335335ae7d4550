import { createQueryClient, feedKeys, newsKeys, newsPageQuery, videoListQuery } from '@site/api-client';
import { pageSizes } from '@site/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, makeVideo } from './support/fixtures.js';
import { videoPages } from './support/handlers.js';
import { renderAdmin } from './support/render-admin.js';

/** Answers the other areas cached earlier in the visit (one cache for the page), under their published keys. */
const othersCached = {
  videoLibrary: videoListQuery({ page: 1, category: 'all', limit: pageSizes.videos }).queryKey,
  newsList: newsPageQuery({ page: 1 }).queryKey,
  feed: feedKeys.page(1),
  article: newsKeys.article(3),
};

function pageCache() {
  const client = createQueryClient();
  for (const queryKey of Object.values(othersCached)) client.setQueryData(queryKey, { cached: true });
  const stale = () =>
    Object.fromEntries(
      Object.entries(othersCached).map(([name, queryKey]) => [
        name,
        client.getQueryState(queryKey)?.isInvalidated ?? false,
      ]),
    );
  return { client, stale };
}

describe("the admin's writes mark stale, through the owning areas' published keys, what other areas show", () => {
  it("an approved video: the videos remote's library and the home feed, not the news", async () => {
    signedInAs(admin);
    server.use(http.patch('/api/videos/5/approve', () => HttpResponse.json({})));
    const { client, stale } = pageCache();
    renderAdmin('/admin/dashboard', client);

    await userEvent.click(await screen.findByRole('button', { name: 'Approve Point Blank speedrun' }));
    expect(await screen.findByText('Post approved!')).toBeInTheDocument();
    expect(stale()).toEqual({ videoLibrary: true, newsList: false, feed: true, article: false });
  });

  it('denied news: the news list and articles and the home feed, not the videos', async () => {
    signedInAs(admin);
    server.use(http.patch('/api/news/3/deny', () => HttpResponse.json({ message: 'ok' })));
    const { client, stale } = pageCache();
    renderAdmin('/admin/dashboard', client);

    await userEvent.click(await screen.findByRole('button', { name: 'Deny GunCon 3 restock' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Post denied')).toBeInTheDocument();
    expect(stale()).toEqual({ videoLibrary: false, newsList: true, feed: true, article: true });
  });

  it('a video deleted from /admin/videos: the library and the home feed', async () => {
    const pagination = { page: 1, limit: 20, total_count: 1, total_pages: 1, has_next: false, has_prev: false };
    signedInAs(admin);
    server.use(
      videoPages(() => ({ videos: [makeVideo()], pagination })),
      http.delete('/api/videos/10', () => HttpResponse.json({ message: 'Video deleted successfully' })),
    );
    const { client, stale } = pageCache();
    renderAdmin('/admin/videos', client);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Time Crisis 2 full run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Video deleted successfully')).toBeInTheDocument();
    expect(stale()).toEqual({ videoLibrary: true, newsList: false, feed: true, article: false });
  });
});
