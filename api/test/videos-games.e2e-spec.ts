import type { Game, Video, VideoListResponse } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import { expectError, expectIssue, malformedIds, moderator, unknownId } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let member: string;
let mod: string;
let games: Array<{ id: number }>;
let idCounter = 0;

const nextYoutubeId = () => `gam${String(++idCounter).padStart(8, '0')}`;

async function createVideo(body: Record<string, unknown> = {}): Promise<Video> {
  const response = await t.request({
    method: 'POST',
    url: '/api/videos',
    headers: bearer(admin),
    payload: { title: 'A video', youtube_url: `https://youtu.be/${nextYoutubeId()}`, ...body },
  });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Video>();
}

const link = (videoId: number | string, payload: unknown, token: string | null = admin) =>
  t.request({
    method: 'PUT',
    url: `/api/videos/${videoId}/game`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const gameVideos = (query: string, token?: string) =>
  t.request({ method: 'GET', url: `/api/videos?${query}`, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts());
  mod = (await moderator(t, admin)).access_token;
  games = await t.dataSource.query<Array<{ id: number }>>('SELECT id FROM games ORDER BY id LIMIT 3');
});
afterAll(() => t?.close());

describe('PUT /api/videos/{id}/game', () => {
  it('links a video to a game and unlinks it; every answer carries game_id', async () => {
    const video = await createVideo();
    expect(video.game_id).toBeNull();

    const linked = await link(video.id, { game_id: games[0].id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<Video>()).toMatchObject({ id: video.id, game_id: games[0].id, title: video.title });
    expect((await t.request({ method: 'GET', url: `/api/videos/${video.id}` })).json<Video>().game_id).toBe(
      games[0].id,
    );
    const listed = (await t.request({ method: 'GET', url: '/api/videos?limit=100' })).json<VideoListResponse>();
    expect(listed.videos.find((v) => v.id === video.id)?.game_id).toBe(games[0].id);

    const unlinked = await link(video.id, { game_id: null });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json<Video>().game_id).toBeNull();
  });

  it('refuses an unknown game with a 422 naming it, and leaves the link as it was', async () => {
    const video = await createVideo();
    await link(video.id, { game_id: games[1].id });
    expectIssue(await link(video.id, { game_id: unknownId }), 'game_id', `No game has the id ${unknownId}`);
    expect((await t.request({ method: 'GET', url: `/api/videos/${video.id}` })).json<Video>().game_id).toBe(
      games[1].id,
    );
  });

  it('refuses malformed bodies with a 422 naming game_id', async () => {
    const video = await createVideo();
    for (const payload of [
      {},
      { game_id: 0 },
      { game_id: -1 },
      { game_id: 1.5 },
      { game_id: 'abc' },
      { game_id: 99999999999 },
      { game_id: true },
    ])
      expectIssue(await link(video.id, payload), 'game_id');
  });

  it('answers 404 for an unknown video and 400 for a malformed id', async () => {
    expectError(await link(unknownId, { game_id: games[0].id }), 404, 'Video not found');
    for (const id of malformedIds) expectError(await link(id, { game_id: games[0].id }), 400);
  });

  it('is for admins only: anonymous 401, member and moderator 403', async () => {
    const video = await createVideo();
    expectError(await link(video.id, { game_id: games[0].id }, null), 401);
    expectError(await link(video.id, { game_id: games[0].id }, member), 403);
    expectError(await link(video.id, { game_id: games[0].id }, mod), 403);
    expect((await t.request({ method: 'GET', url: `/api/videos/${video.id}` })).json<Video>().game_id).toBeNull();
  });

  it('unlinks the videos of a deleted game', async () => {
    const platform = (await t.dataSource.query<Array<{ name: string }>>('SELECT name FROM platforms LIMIT 1'))[0].name;
    const game = (
      await t.request({
        method: 'POST',
        url: '/api/lightgun/games',
        headers: bearer(admin),
        payload: { title: 'Gone Soon', platform },
      })
    ).json<Game>();
    const video = await createVideo();
    await link(video.id, { game_id: game.id });
    await t.request({ method: 'DELETE', url: `/api/lightgun/games/${game.id}`, headers: bearer(admin) });
    expect((await t.request({ method: 'GET', url: `/api/videos/${video.id}` })).json<Video>().game_id).toBeNull();
  });
});

describe('GET /api/videos?game_id=', () => {
  it("lists only the game's published videos, newest first, to everyone, admins included", async () => {
    const game = games[2].id;
    const older = await createVideo({ title: 'Older', publishedAt: '2024-01-01T00:00:00.000Z' });
    const newer = await createVideo({ title: 'Newer', publishedAt: '2024-02-01T00:00:00.000Z' });
    const pending = await createVideo({ title: 'Pending', status: 'pending' });
    await createVideo({ title: 'Not linked' });
    for (const video of [older, newer, pending]) await link(video.id, { game_id: game });

    for (const token of [undefined, member, admin]) {
      const answer = await gameVideos(`game_id=${game}`, token);
      expect(answer.statusCode).toBe(200);
      const page = answer.json<VideoListResponse>();
      expect(page.videos.map((v) => v.title)).toEqual(['Newer', 'Older']);
      expect(page.pagination).toMatchObject({ total_count: 2, page: 1 });
    }
    const paged = (await gameVideos(`game_id=${game}&limit=1&page=2`)).json<VideoListResponse>();
    expect(paged.videos.map((v) => v.title)).toEqual(['Older']);
  });

  it('answers an empty list for a game without videos or an unknown one, 400 for a malformed id', async () => {
    for (const id of [games[0].id + 100000, unknownId]) {
      const answer = await gameVideos(`game_id=${id}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<VideoListResponse>()).toMatchObject({ videos: [], pagination: { total_count: 0 } });
    }
    for (const id of [...malformedIds, ' 1', '1e3']) expectError(await gameVideos(`game_id=${id}`), 400);
  });
});
