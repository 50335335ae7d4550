import type { Video, VideoListResponse, VideoSearchResponse } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

// The list and search read rows with plain SQL (times written by PostgreSQL), the detail through
// the entity: the three must answer one video identically.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await createAppWithAccounts());
  // Times with microseconds and a pending video, the cases a second path could get wrong.
  await t.dataSource.query(
    `UPDATE videos SET published_at = published_at + interval '123456 microseconds', updated_at = updated_at + interval '999999 microseconds'`,
  );
  await t.dataSource.query(
    `UPDATE videos SET status = 'pending', published_at = NULL WHERE id = (SELECT min(id) FROM videos)`,
  );
});
afterAll(() => t.close());

const get = async <T>(url: string, token?: string) => {
  const response = await t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

describe('one video, three reads', () => {
  it('answers the same video in the list, in search and alone, times to the millisecond', async () => {
    const { videos } = await get<VideoListResponse>('/api/videos/?limit=100', admin);
    expect(videos.length).toBeGreaterThan(5);
    let searched = 0;
    for (const listed of videos) {
      const alone = await get<Video>(`/api/videos/${listed.id}`, admin);
      expect(listed).toEqual(alone);
      expect(listed.created_at).toBe(new Date(listed.created_at).toISOString());
      const word = listed.title.match(/[A-Za-z]{3,}/)?.[0] ?? '';
      const found = await get<VideoSearchResponse>(`/api/videos/search?q=${encodeURIComponent(word)}`, admin);
      const match = found.videos.find((video) => video.id === listed.id);
      if (match) {
        expect(match).toEqual(alone);
        searched += 1;
      }
    }
    expect(searched).toBeGreaterThan(videos.length / 2);
    expect(videos.some((video) => video.published_at === null && video.status === 'pending')).toBe(true);
  });

  it('gives the total past the last page, and none of the pending videos to a visitor', async () => {
    const all = await get<VideoListResponse>('/api/videos/?limit=100', admin);
    const visible = await get<VideoListResponse>('/api/videos/?limit=100');
    expect(visible.pagination.total_count).toBe(all.pagination.total_count - 1);
    const beyond = await get<VideoListResponse>('/api/videos/?page=50&limit=10');
    expect(beyond.videos).toEqual([]);
    expect(beyond.pagination).toMatchObject({
      page: 50,
      total_count: visible.pagination.total_count,
      has_next: false,
      has_prev: true,
    });
  });
});
