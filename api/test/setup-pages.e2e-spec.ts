import type { Game, SetupLinks, SetupOptions, SetupPage, Video } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.js';
import { compatibilityApp, member, reportBody, type Member, type SetupNames } from './support/compatibility.js';
import { expectError } from './support/forum.js';
import { fakeSiteRoot, readHead, site, urlSet } from './support/page-head.js';
import type { TestApp } from './support/test-app.js';

// The setup pages (issue 32, point 5): the best games for a gun and display, their links, their sitemap entries and
// their heads; and the heads that tie games to their standing and to the channel's videos.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let options: SetupOptions;
let platformName: string;
let pointBlank: Game;
let timeCrisis: Game;
let ghostSquad: Game;
let area51: Game;
let members: Member[];

const sindenFlat: SetupNames = { gun: 'Sinden Lightgun', display: 'Flat TV', mode: 'MAME' };
const heading = 'Best light gun games for a Sinden Lightgun on a flat TV';

const setupPage = async (path: string) =>
  (await api.expect('GET', `/api/lightgun/setups/${path}`, undefined, undefined, 200)).json<SetupPage>();
const links = async () =>
  (await api.expect('GET', '/api/lightgun/setups', undefined, undefined, 200)).json<SetupLinks>();
const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const sitemapLocs = async () =>
  urlSet((await t.request({ method: 'GET', url: '/sitemap.xml' })).body).filter((entry) =>
    entry.loc.includes('/games/setup/'),
  );
const file = (who: Member, game: Game, setup: SetupNames, rating: Parameters<typeof reportBody>[2]) =>
  api.file(who.token, game.id, reportBody(options, setup, rating));

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp({ SITE_ROOT: fakeSiteRoot(), SITE_URL: site }));
  const created = await api.platformWithGames(admin, [
    'Point Blank Test',
    'Time Crisis Test',
    'Ghost Squad Test',
    'Area 51 Test',
  ]);
  platformName = created.platform.name;
  [pointBlank, timeCrisis, ghostSquad, area51] = created.games;
  members = [await member(t), await member(t), await member(t)];
});
afterAll(() => t.close());

describe('before any report', () => {
  it('has no setup links and no setup page in the sitemap; a setup page is empty and not indexed', async () => {
    expect(await links()).toEqual({ setups: [] });
    expect(await sitemapLocs()).toEqual([]);
    const empty = await setupPage('sinden/flat-tv');
    expect(empty).toMatchObject({ gun: { slug: 'sinden' }, display: { slug: 'flat-tv' }, play_mode: null, games: [] });
    const response = await page('/games/setup/sinden/flat-tv');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.titles).toEqual([`${heading} · Lightgun Hub`]);
    expect(head.one('description')).toBe(`${heading}: no member has reported a game with this setup yet.`);
    expect(head.meta('robots')).toEqual(['noindex']);
  });
});

describe('with reports', () => {
  let hiddenCrt: number;
  let newest: string;

  beforeAll(async () => {
    const [m1, m2, m3] = members;
    await file(m1, pointBlank, sindenFlat, 'perfect');
    await file(m2, pointBlank, sindenFlat, 'perfect');
    await file(m3, pointBlank, { ...sindenFlat, mode: 'RetroArch' }, 'perfect');
    await file(m1, timeCrisis, sindenFlat, 'perfect');
    await file(m1, ghostSquad, sindenFlat, 'issues');
    await file(m2, ghostSquad, sindenFlat, 'playable');
    await file(m2, area51, { gun: 'GunCon 2', display: 'CRT', mode: 'Original hardware' }, 'broken');
    const crt = await file(m1, area51, { ...sindenFlat, display: 'CRT' }, 'playable');
    hiddenCrt = crt.id;
    newest = crt.filed_at;
    const hidden = await file(m3, area51, sindenFlat, 'perfect');
    await api.hide(mod, hidden.id);
  });

  it('ranks the games of a setup best first by their standing with its visible reports alone', async () => {
    const answer = await setupPage('sinden/flat-tv');
    expect(answer.gun).toMatchObject({ name: 'Sinden Lightgun', slug: 'sinden', kind: 'gun', modern: true });
    expect(answer.display).toMatchObject({ name: 'Flat TV', slug: 'flat-tv', kind: 'display' });
    expect(answer.play_mode).toBeNull();
    expect(answer.games.map((entry) => entry.game.title)).toEqual([
      'Point Blank Test',
      'Time Crisis Test',
      'Ghost Squad Test',
    ]);
    expect(answer.games[0]).toMatchObject({
      game: { id: pointBlank.id, platform: platformName, compatibility_tier: 'perfect' },
      standing: { tier: 'perfect', report_count: 3, member_count: 3, agreeing_count: 3, confidence: 'high' },
    });
    expect(answer.games[1].standing).toMatchObject({ tier: 'perfect', member_count: 1, confidence: 'low' });
    expect(answer.games[2].standing).toMatchObject({ tier: 'issues', report_count: 2, member_count: 2 });
  });

  it('narrows to a way of playing, reads slugs in any case', async () => {
    const mame = await setupPage('sinden/flat-tv?play=mame');
    expect(mame.play_mode).toMatchObject({ slug: 'mame', kind: 'play-mode' });
    expect(mame.games.map((entry) => [entry.game.id, entry.standing.report_count])).toEqual([
      [pointBlank.id, 2],
      [timeCrisis.id, 1],
      [ghostSquad.id, 2],
    ]);
    expect((await setupPage('sinden/flat-tv?play=retroarch')).games.map((entry) => entry.game.id)).toEqual([
      pointBlank.id,
    ]);
    expect(await setupPage('SINDEN/Flat-TV')).toEqual(await setupPage('sinden/flat-tv'));
  });

  it('answers 404 naming an unknown gun, display or way of playing', async () => {
    const cases: Array<[string, string]> = [
      ['nope/flat-tv', 'No such gun: nope'],
      ['crt/flat-tv', 'No such gun: crt'],
      ['sinden/nope', 'No such display: nope'],
      ['sinden/mame', 'No such display: mame'],
      ['sinden/flat-tv?play=nope', 'No such way of playing: nope'],
      ['sinden/flat-tv?play=crt', 'No such way of playing: crt'],
      [`sinden/${'x'.repeat(61)}`, `No such display: ${'x'.repeat(61)}`],
    ];
    for (const [path, detail] of cases)
      expectError(await api.request('GET', `/api/lightgun/setups/${path}`), 404, detail);
    expectError(await api.request('GET', '/api/lightgun/setups/sinden/flat-tv?play=a&play=b'), 400);
    expectError(await api.request('GET', '/api/lightgun/setups/sinden'), 404);
    expectError(await api.request('GET', `/api/lightgun/setups/sinden/${'x'.repeat(3000)}`), 404);
  });

  it('links every gun and display pair with visible reports, most reported first', async () => {
    expect((await links()).setups).toEqual([
      {
        gun: { id: expect.any(Number), slug: 'sinden', name: 'Sinden Lightgun' },
        display: { id: expect.any(Number), slug: 'flat-tv', name: 'Flat TV' },
        game_count: 3,
        member_count: 3,
      },
      expect.objectContaining({ gun: expect.objectContaining({ slug: 'guncon-2' }), game_count: 1, member_count: 1 }),
      expect.objectContaining({ display: expect.objectContaining({ slug: 'crt' }), game_count: 1, member_count: 1 }),
    ]);
  });

  it('lists the pairs in the sitemap, each at its newest report, and drops one whose reports are all hidden', async () => {
    const entries = await sitemapLocs();
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      [
        `${site}/games/setup/guncon-2/crt`,
        `${site}/games/setup/sinden/crt`,
        `${site}/games/setup/sinden/flat-tv`,
      ].sort(),
    );
    expect(entries.find((entry) => entry.loc.endsWith('/sinden/crt'))?.lastmod).toBe(newest.replace(/\.\d{3}Z$/, 'Z'));
    await api.hide(mod, hiddenCrt);
    expect((await sitemapLocs()).map((entry) => entry.loc)).not.toContain(`${site}/games/setup/sinden/crt`);
    expect((await links()).setups).toHaveLength(2);
    await api.unhide(mod, hiddenCrt);
    expect((await sitemapLocs()).map((entry) => entry.loc)).toContain(`${site}/games/setup/sinden/crt`);
  });

  it('gives a setup page its heading as title, its canonical address, its best games and a preload of its answer', async () => {
    const response = await page('/games/setup/Sinden/FLAT-TV/');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.titles).toEqual([`${heading} · Lightgun Hub`]);
    expect(head.canonical).toEqual([`${site}/games/setup/sinden/flat-tv`]);
    expect(head.one('description')).toBe(
      `${heading}: Point Blank Test (Perfect), Time Crisis Test (Perfect) and Ghost Squad Test (Issues).`,
    );
    expect(head.one('og:description')).toBe(head.one('description'));
    expect(head.meta('robots')).toEqual([]);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'ItemList',
        name: heading,
        numberOfItems: 3,
        itemListElement: expect.arrayContaining([
          { '@type': 'ListItem', position: 1, name: 'Point Blank Test', url: `${site}/games/${pointBlank.id}` },
        ]),
      }),
    ]);
    expect(head.preloads.map((preload) => preload.href)).toContain('/api/lightgun/setups/sinden/flat-tv');

    const played = readHead((await page('/games/setup/sinden/flat-tv/retroarch')).body);
    expect(played.titles).toEqual([`${heading}, played with RetroArch · Lightgun Hub`]);
    expect(played.canonical).toEqual([`${site}/games/setup/sinden/flat-tv/retroarch`]);
    expect(played.preloads.map((preload) => preload.href)).toContain(
      '/api/lightgun/setups/sinden/flat-tv?play=retroarch',
    );
  });

  it('answers a setup page of an unknown option with the 404 head', async () => {
    for (const url of ['/games/setup/nope/flat-tv', '/games/setup/sinden/crt/nope', '/games/setup/sinden/flat%20tv']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      const head = readHead(response.body);
      expect(head.titles, url).toEqual(['Not found · Lightgun Hub']);
      expect(head.meta('robots'), url).toEqual(['noindex']);
    }
  });

  it("starts a game's description with its tier and counts", async () => {
    const head = readHead((await page(`/games/${pointBlank.id}`)).body);
    expect(head.one('og:description')).toBe(
      `Perfect · 3 reports · 3 members agree. Point Blank Test: a light gun game for the ${platformName}.`,
    );
    const unreported = await api.platformWithGames(admin, ['Nobody Reported']);
    expect(readHead((await page(`/games/${unreported.games[0].id}`)).body).one('og:description')).toBe(
      `No reports yet. Nobody Reported: a light gun game for the ${unreported.platform.name}.`,
    );
  });
});

describe("games and the channel's videos in the structured data", () => {
  const linkVideo = async (token: string, youtubeId: string, gameId: number) => {
    const created = await t.request({
      method: 'POST',
      url: '/api/videos',
      headers: bearer(token),
      payload: { title: `Playing ${youtubeId}`, youtube_url: `https://youtu.be/${youtubeId}` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const video = created.json<Video>();
    const linked = await t.request({
      method: 'PUT',
      url: `/api/videos/${video.id}/game`,
      headers: bearer(admin),
      payload: { game_id: gameId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    return video;
  };

  it("names a video's game in its VideoObject's about, and lists a game's published videos as subjectOf", async () => {
    const published = await linkVideo(admin, 'setupvid001', timeCrisis.id);
    const pending = await linkVideo(members[0].token, 'setupvid002', timeCrisis.id);
    const [videoObject] = readHead((await page(`/video/${published.id}`)).body).jsonLd;
    expect(videoObject.about).toEqual({
      '@type': 'VideoGame',
      name: 'Time Crisis Test',
      url: `${site}/games/${timeCrisis.id}`,
      gamePlatform: platformName,
    });
    const [videoGame] = readHead((await page(`/games/${timeCrisis.id}`)).body).jsonLd;
    expect(videoGame.subjectOf).toEqual([
      expect.objectContaining({
        '@type': 'VideoObject',
        name: published.title,
        url: `${site}/video/${published.id}`,
        embedUrl: published.embed_url,
      }),
    ]);
    expect(JSON.stringify(videoGame)).not.toContain(`/video/${pending.id}"`);
    const [unlinked] = readHead((await page(`/games/${ghostSquad.id}`)).body).jsonLd;
    expect(unlinked).not.toHaveProperty('subjectOf');
  });
});
