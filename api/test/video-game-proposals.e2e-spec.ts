import type { Game, Video, VideoGameProposal, VideoGameProposals, VideoListResponse } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { bearer, login, register, testAdminPassword } from './support/accounts.js';
import { startFakeYoutube, type FakeYoutube } from './support/fake-youtube.js';
import { expectError, malformedIds, moderator, unknownId } from './support/forum.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The sync proposes catalogue games for the playlist's videos by title (support/fake-youtube.ts's default playlist);
// nothing is linked until an admin accepts.

let fake: FakeYoutube;
let t: TestApp;
let admin: string;
let member: string;
let mod: string;

const get = (url: string, token?: string | null) =>
  t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string | null) =>
  t.request({ method: 'POST', url, headers: token ? bearer(token) : {} });

async function sync() {
  const response = await post('/api/videos/sync-youtube', admin);
  expect(response.statusCode, response.body).toBe(200);
}

async function proposals(): Promise<VideoGameProposal[]> {
  const response = await get('/api/videos/game-proposals', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VideoGameProposals>().proposals;
}

/** The proposals as "<video's YouTube id> -> <game title> (<platform>)", sorted. */
const pairs = (list: VideoGameProposal[]) =>
  list.map((p) => `${p.video.youtube_id} -> ${p.game.title} (${p.game.platform})`).sort();

const gamesTitled = async (title: string) =>
  t.dataSource.query<Array<{ id: number; platform: string }>>(
    `SELECT g.id, p.name AS platform FROM games g JOIN platforms p ON p.id = g.platform_id WHERE g.title = $1 ORDER BY g.id`,
    [title],
  );
const videoOf = async (youtubeId: string) =>
  (await t.dataSource.query<Array<{ id: number }>>('SELECT id FROM videos WHERE youtube_id = $1', [youtubeId]))[0].id;
const proposalUrl = (videoId: number | string, gameId: number | string, action: 'accept' | 'dismiss') =>
  `/api/videos/game-proposals/${videoId}/${gameId}/${action}`;

beforeAll(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp({
    ADMIN_PASSWORD: testAdminPassword,
    YOUTUBE_PLAYLIST_ID: fake.playlistId,
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
    YOUTUBE_FEED_BASE_URL: fake.url,
  });
  await runSeed(t.dataSource, t.config, () => {});
  admin = (await login(t, 'admin', testAdminPassword)).access_token;
  member = (await register(t)).access_token;
  mod = (await moderator(t, admin)).access_token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the sync proposes games by title', () => {
  it('proposes, for each synced video, the games whose whole title its title names, longest title first', async () => {
    expect(await proposals()).toEqual([]);
    await sync();
    const made = await proposals();
    const expected = async (youtubeId: string, title: string) =>
      (await gamesTitled(title)).map((game) => `${youtubeId} -> ${title} (${game.platform})`);
    expect(pairs(made)).toEqual(
      [
        ...(await expected('fakeVid0001', 'Time Crisis')),
        ...(await expected('fakeVid0001', 'Point Blank')),
        // 'The House of the Dead' is inside the longer 'The House of the Dead 2': only the longer is proposed.
        ...(await expected('fakeVid0002', 'The House of the Dead 2')),
        ...(await expected('fakeVid0004', 'Virtua Cop 2')),
        ...(await expected('fakeVid0005', 'Point Blank')),
      ].sort(),
    );
    // Only synced videos: the seeded demo videos (House of the Dead, Time Crisis...) get none.
    expect(made.every((p) => p.video.youtube_id.startsWith('fake'))).toBe(true);
    const video = made.find((p) => p.video.youtube_id === 'fakeVid0002');
    expect(video).toMatchObject({
      video: {
        id: await videoOf('fakeVid0002'),
        title: 'House of the Dead 2 one credit',
        thumbnail: 'https://i.ytimg.com/vi/fakeVid0002/hqdefault.jpg',
      },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Nothing is linked by the sync.
    const linked = await t.dataSource.query<unknown[]>('SELECT 1 FROM videos WHERE game_id IS NOT NULL');
    expect(linked).toEqual([]);
  });

  it('accepting links the video (its game lists it) and dismisses its other proposals', async () => {
    const [arcade, other] = await gamesTitled('The House of the Dead 2');
    const videoId = await videoOf('fakeVid0002');
    const accepted = await post(proposalUrl(videoId, arcade.id, 'accept'), admin);
    expect(accepted.statusCode, accepted.body).toBe(204);

    expect((await get(`/api/videos/${videoId}`)).json<Video>().game_id).toBe(arcade.id);
    const listed = (await get(`/api/videos?game_id=${arcade.id}`)).json<VideoListResponse>();
    expect(listed.videos.map((v) => v.id)).toEqual([videoId]);
    expect(pairs(await proposals()).filter((p) => p.startsWith('fakeVid0002'))).toEqual([]);

    expectError(await post(proposalUrl(videoId, arcade.id, 'accept'), admin), 404);
    expectError(await post(proposalUrl(videoId, other.id, 'accept'), admin), 404);
    expectError(await post(proposalUrl(videoId, other.id, 'dismiss'), admin), 404);
  });

  it('a dismissed proposal is never made again; the next sync adds no duplicates and skips linked videos', async () => {
    const [first, second] = await gamesTitled('Virtua Cop 2');
    const videoId = await videoOf('fakeVid0004');
    expect((await post(proposalUrl(videoId, first.id, 'dismiss'), admin)).statusCode).toBe(204);
    expectError(await post(proposalUrl(videoId, first.id, 'dismiss'), admin), 404);
    const before = pairs(await proposals());
    expect(before).toContain(`fakeVid0004 -> Virtua Cop 2 (${second.platform})`);
    expect(before).not.toContain(`fakeVid0004 -> Virtua Cop 2 (${first.platform})`);

    await sync();
    expect(pairs(await proposals())).toEqual(before);
    expectError(await post(proposalUrl(videoId, first.id, 'accept'), admin), 404);
  });

  it('proposes a game added to the catalogue later for the videos already synced', async () => {
    const platform = (await gamesTitled('Point Blank'))[0].platform;
    const created = await t.request({
      method: 'POST',
      url: '/api/lightgun/games',
      headers: bearer(admin),
      payload: { title: 'GunCon 3 Calibration', platform },
    });
    expect(created.statusCode, created.body).toBe(201);
    await sync();
    expect(pairs(await proposals())).toContain(`fakeVid0003 -> GunCon 3 Calibration (${platform})`);
    // Deleting the game drops its proposals with it.
    await t.request({
      method: 'DELETE',
      url: `/api/lightgun/games/${created.json<Game>().id}`,
      headers: bearer(admin),
    });
    expect(pairs(await proposals()).some((p) => p.startsWith('fakeVid0003'))).toBe(false);
  });

  it('a video linked by hand leaves the list', async () => {
    const videoId = await videoOf('fakeVid0005');
    const [game] = await gamesTitled('Point Blank');
    expect(pairs(await proposals()).some((p) => p.startsWith('fakeVid0005'))).toBe(true);
    const linked = await t.request({
      method: 'PUT',
      url: `/api/videos/${videoId}/game`,
      headers: bearer(admin),
      payload: { game_id: game.id },
    });
    expect(linked.statusCode).toBe(200);
    expect(pairs(await proposals()).some((p) => p.startsWith('fakeVid0005'))).toBe(false);
    expectError(await post(proposalUrl(videoId, game.id, 'accept'), admin), 404);
  });
});

describe('permissions and bad input', () => {
  it('is for admins only: anonymous 401, member and moderator 403', async () => {
    const [pending] = await proposals();
    expect(pending).toBeDefined();
    const { video, game } = pending;
    for (const [token, status] of [
      [null, 401],
      [member, 403],
      [mod, 403],
    ] as const) {
      expectError(await get('/api/videos/game-proposals', token), status);
      expectError(await post(proposalUrl(video.id, game.id, 'accept'), token), status);
      expectError(await post(proposalUrl(video.id, game.id, 'dismiss'), token), status);
    }
    expect((await get(`/api/videos/${video.id}`)).json<Video>().game_id).toBeNull();
    expect(pairs(await proposals())).toContain(`${video.youtube_id} -> ${game.title} (${game.platform})`);
  });

  it('answers 400 for malformed ids and 404 for unknown ones', async () => {
    const [{ video, game }] = await proposals();
    for (const action of ['accept', 'dismiss'] as const) {
      for (const id of malformedIds) {
        expectError(await post(proposalUrl(id, game.id, action), admin), 400);
        expectError(await post(proposalUrl(video.id, id, action), admin), 400);
      }
      expectError(await post(proposalUrl(unknownId, game.id, action), admin), 404);
      expectError(
        await post(proposalUrl(video.id, unknownId, action), admin),
        404,
        `No pending proposal links video ${video.id} to game ${unknownId}`,
      );
    }
  });
});
