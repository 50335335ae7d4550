import { noStanding } from '@site/domain';
import type { Game, LightgunStats, Platform, PlatformWithGames } from '@site/contracts';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedLightgun } from '../src/seed/seed-lightgun.js';
import { runSeed } from '../src/seed/seed.js';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let member: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const yearMessage = 'release_year must be a whole number from 1950 to 2100, or blank';
const genreMessage = 'genre must be a list of at most 20 texts of at most 60 characters';
const screenshotsMessage = 'screenshots must be a list of at most 50 http(s) URLs';
const videosMessage = 'gameplay_videos must be a list of at most 20 http(s) URLs';
const boxArtMessage = 'box_art_url must be an http(s) URL, or blank for the generated cover';
const cover = (id: number) => `/api/lightgun/games/${id}/cover.svg`;
const gameKeys = [
  'box_art_url',
  'boxart',
  'compatibility',
  'compatibility_tier',
  'description',
  'developer',
  'gameplay_videos',
  'genre',
  'id',
  'platform',
  'platform_id',
  'publisher',
  'release_date',
  'release_year',
  'screenshots',
  'title',
];
const platformKeys = ['color', 'gun', 'icon', 'id', 'manufacturer', 'name', 'total_games'];

const call = (method: Method, url: string, options: { token?: string; payload?: object } = {}) =>
  t.request({
    method,
    url: `/api/lightgun${url}`,
    headers: options.token ? bearer(options.token) : {},
    payload: options.payload,
  });
const issues = (response: { json: <T>() => T }) =>
  response.json<{ detail: Array<{ loc: string[]; msg: string }> }>().detail;

async function createPlatform(payload: Record<string, unknown>): Promise<Platform> {
  const response = await call('POST', '/platforms', { token: admin, payload });
  if (response.statusCode !== 201) throw new Error(`create platform failed: ${response.statusCode} ${response.body}`);
  return response.json<Platform>();
}

async function createGame(payload: Record<string, unknown>): Promise<Game> {
  const response = await call('POST', '/games', { token: admin, payload });
  if (response.statusCode !== 201) throw new Error(`create game failed: ${response.statusCode} ${response.body}`);
  return response.json<Game>();
}

const getGame = async (id: number) => (await call('GET', `/games/${id}`)).json<Game>();

async function emptyCatalogue() {
  await t.dataSource.query('DELETE FROM games');
  await t.dataSource.query('DELETE FROM platforms');
}

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts());
});
afterAll(() => t.close());

describe('reading the catalogue', () => {
  let saturn: Platform;
  let arcade: Platform;
  let wii: Platform;
  let virtuaCop: Game;

  beforeAll(async () => {
    await emptyCatalogue();
    saturn = await createPlatform({ name: 'Sega Saturn', manufacturer: 'Sega', gun: 'Virtua Gun', color: '#475569' });
    arcade = await createPlatform({ name: 'Arcade', manufacturer: 'Various', icon: '🕹️' });
    wii = await createPlatform({ name: 'Wii', manufacturer: 'Nintendo' });
    virtuaCop = await createGame({
      title: 'Virtua Cop',
      platform: 'Sega Saturn',
      release_year: 1995,
      developer: 'Sega AM2',
      publisher: 'Sega',
      genre: ['Rail shooter'],
    });
    await createGame({ title: 'the House of the Dead', platform_id: saturn.id, release_year: 1998 });
    await createGame({ title: 'Time Crisis', platform: 'arcade', release_year: 1995, genre: 'Rail shooter' });
  });

  it('lists the platforms by name with their game counts', async () => {
    const response = await call('GET', '/platforms');
    expect(response.statusCode).toBe(200);
    const platforms = response.json<Platform[]>();
    expect(platforms.map((p) => [p.name, p.total_games])).toEqual([
      ['Arcade', 1],
      ['Sega Saturn', 2],
      ['Wii', 0],
    ]);
    expect(Object.keys(platforms[0]).sort()).toEqual(platformKeys);
    expect(platforms[0]).toEqual({
      id: arcade.id,
      name: 'Arcade',
      manufacturer: 'Various',
      icon: '🕹️',
      gun: '',
      color: '#475569',
      total_games: 1,
    });
    // The spec's default icon is a gamepad.
    expect(platforms[2]).toMatchObject({ id: wii.id, icon: '🎮' });
  });

  it('counts games and platforms', async () => {
    const response = await call('GET', '/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json<LightgunStats>()).toEqual({ total_games: 3, total_platforms: 3 });
  });

  it.each(['Sega%20Saturn', 'sega%20saturn', 'SEGA%20SATURN', encodeURIComponent('Sega Saturn'), 'Sega%20Saturn/'])(
    'finds a platform by %s',
    async (name) => {
      const response = await call('GET', `/platforms/${name}`);
      expect(response.statusCode).toBe(200);
      const platform = response.json<PlatformWithGames>();
      expect(platform).toMatchObject({
        id: saturn.id,
        name: 'Sega Saturn',
        manufacturer: 'Sega',
        icon: '🎮',
        gun: 'Virtua Gun',
        total_games: 2,
      });
      expect(Object.keys(platform).sort()).toEqual([...platformKeys, 'games', 'setup'].sort());
      // By title, whatever its case.
      expect(platform.games.map((game) => game.title)).toEqual(['the House of the Dead', 'Virtua Cop']);
    },
  );

  it('finds names with characters that need encoding', async () => {
    const name = 'Spiel & Spaß? #1';
    await createPlatform({ name });
    const response = await call('GET', `/platforms/${encodeURIComponent(name)}`);
    expect(response.json<PlatformWithGames>()).toMatchObject({ name, total_games: 0, games: [] });
    await call('DELETE', `/platforms/${response.json<Platform>().id}`, { token: admin });
  });

  it('answers a game in the contract shape, with the generated cover as box art', async () => {
    const response = await call('GET', `/games/${virtuaCop.id}`);
    expect(response.statusCode).toBe(200);
    const game = response.json<Game>();
    expect(Object.keys(game).sort()).toEqual(gameKeys);
    expect(game).toEqual({
      id: virtuaCop.id,
      title: 'Virtua Cop',
      platform: 'Sega Saturn',
      platform_id: saturn.id,
      genre: ['Rail shooter'],
      release_year: 1995,
      release_date: '',
      developer: 'Sega AM2',
      publisher: 'Sega',
      description: '',
      boxart: cover(virtuaCop.id),
      box_art_url: cover(virtuaCop.id),
      screenshots: [],
      gameplay_videos: [],
      compatibility_tier: null,
      compatibility: noStanding,
    });
    const listed = (await call('GET', '/platforms/Sega%20Saturn'))
      .json<PlatformWithGames>()
      .games.find((g) => g.id === virtuaCop.id);
    expect(listed).toEqual(game);
  });

  it('shows a platform without games', async () => {
    expect((await call('GET', '/platforms/wii')).json()).toEqual({
      id: wii.id,
      name: 'Wii',
      manufacturer: 'Nintendo',
      icon: '🎮',
      gun: '',
      color: '#475569',
      total_games: 0,
      games: [],
      setup: null,
    });
  });

  it('answers 404 for unknown platforms and games, and 400 for malformed ids', async () => {
    expect((await call('GET', '/platforms/No%20Such%20Console')).json()).toEqual({
      detail: 'Platform not found',
      status: 404,
    });
    expect((await call('GET', '/games/999999')).json()).toEqual({ detail: 'Game not found', status: 404 });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const response = await call('GET', `/games/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    }
  });

  it('is public: an invalid token is ignored', async () => {
    expect((await call('GET', '/platforms', { token: 'not-a-token' })).statusCode).toBe(200);
  });
});

describe('PATCH /api/lightgun/games/:id', () => {
  let game: Game;
  let arcadeId: number;

  beforeAll(async () => {
    await emptyCatalogue();
    await createPlatform({ name: 'Sega Saturn' });
    arcadeId = (await createPlatform({ name: 'Arcade' })).id;
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM games');
    game = await createGame({
      title: 'Virtua Cop 2',
      platform: 'Sega Saturn',
      release_year: 1996,
      genre: ['Rail shooter'],
      developer: 'Sega AM2',
    });
  });

  const patch = (payload: object, token = admin) => call('PATCH', `/games/${game.id}`, { token, payload });

  it.each<[string, object, (id: number) => Partial<Game>]>([
    ['wraps a single genre', { genre: 'Light gun' }, () => ({ genre: ['Light gun'] })],
    [
      'does not split a genre text at commas',
      { genre: 'Rail shooter, Horror' },
      () => ({ genre: ['Rail shooter, Horror'] }),
    ],
    [
      'trims genres and drops empty and repeated ones',
      { genre: [' Horror ', '', 'horror', 'Arcade'] },
      () => ({ genre: ['Horror', 'Arcade'] }),
    ],
    ['clears genres with null', { genre: null }, () => ({ genre: [] })],
    ['parses a numeric year text', { release_year: '1998' }, () => ({ release_year: 1998 })],
    ['parses a padded year text', { release_year: ' 2001 ' }, () => ({ release_year: 2001 })],
    ['takes a whole number year', { release_year: 1950 }, () => ({ release_year: 1950 })],
    ['clears the year when blank', { release_year: '' }, () => ({ release_year: null })],
    ['clears the year with null', { release_year: null }, () => ({ release_year: null })],
    [
      'splits a comma-separated screenshot text',
      { screenshots: 'https://img.example/a.png, https://img.example/b.png ,' },
      () => ({ screenshots: ['https://img.example/a.png', 'https://img.example/b.png'] }),
    ],
    [
      'takes a screenshot list',
      { screenshots: [' https://img.example/a.png ', ''] },
      () => ({ screenshots: ['https://img.example/a.png'] }),
    ],
    ['clears screenshots with a blank text', { screenshots: '' }, () => ({ screenshots: [] })],
    [
      'keeps generated screenshot paths sent back',
      { screenshots: ['/api/lightgun/games/1/screenshot-1.svg'] },
      () => ({ screenshots: ['/api/lightgun/games/1/screenshot-1.svg'] }),
    ],
    [
      'takes gameplay video URLs',
      { gameplay_videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'] },
      () => ({ gameplay_videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'] }),
    ],
    [
      'takes a box art URL for both images',
      { box_art_url: 'https://img.example/box.png' },
      () => ({ boxart: 'https://img.example/box.png', box_art_url: 'https://img.example/box.png' }),
    ],
    [
      'goes back to the generated cover when box art is blank',
      { box_art_url: '' },
      (id) => ({ boxart: cover(id), box_art_url: cover(id) }),
    ],
    ['trims the title', { title: '  Virtua Cop 2: Saturn  ' }, () => ({ title: 'Virtua Cop 2: Saturn' })],
    [
      'moves the game by platform name, whatever its case',
      { platform: 'ARCADE' },
      () => ({ platform: 'Arcade', platform_id: arcadeId }),
    ],
    ['clears a text with null', { developer: null }, () => ({ developer: '' })],
    [
      'sets the texts',
      { release_date: '1996-11-22', publisher: 'Sega', description: 'Three new cases.' },
      () => ({ release_date: '1996-11-22', publisher: 'Sega', description: 'Three new cases.' }),
    ],
  ])('%s: %j', async (_name, payload, expected) => {
    const response = await patch(payload);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Game>();
    expect(updated).toMatchObject({ ...expected(game.id), id: game.id });
    expect(await getGame(game.id)).toEqual(updated);
  });

  it('moves the game by platform id', async () => {
    expect((await patch({ platform_id: arcadeId })).json<Game>()).toMatchObject({
      platform: 'Arcade',
      platform_id: arcadeId,
    });
  });

  it('changes only the fields sent', async () => {
    const updated = (await patch({ release_year: '1997' })).json<Game>();
    expect(updated).toEqual({ ...game, release_year: 1997 });
    expect((await patch({})).json<Game>()).toEqual(updated);
  });

  it.each<[object, string, string]>([
    [{ release_year: 'soon' }, 'release_year', yearMessage],
    [{ release_year: 1.5 }, 'release_year', yearMessage],
    [{ release_year: '1998.5' }, 'release_year', yearMessage],
    [{ release_year: 1800 }, 'release_year', yearMessage],
    [{ release_year: '1949' }, 'release_year', yearMessage],
    [{ release_year: 2101 }, 'release_year', yearMessage],
    [{ release_year: true }, 'release_year', yearMessage],
    [{ release_year: [1998] }, 'release_year', yearMessage],
    [{ genre: 5 }, 'genre', genreMessage],
    [{ genre: ['Shooter', 5] }, 'genre', genreMessage],
    [{ genre: ['x'.repeat(61)] }, 'genre', genreMessage],
    [{ screenshots: 'a.png, b.png' }, 'screenshots', screenshotsMessage],
    [{ screenshots: ['javascript:alert(1)'] }, 'screenshots', screenshotsMessage],
    [{ screenshots: ['/api/users'] }, 'screenshots', screenshotsMessage],
    [{ screenshots: 5 }, 'screenshots', screenshotsMessage],
    [{ gameplay_videos: ['ftp://files.example/run.mp4'] }, 'gameplay_videos', videosMessage],
    [{ gameplay_videos: ['javascript:alert(1)'] }, 'gameplay_videos', videosMessage],
    [{ gameplay_videos: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, 'gameplay_videos', videosMessage],
    [{ box_art_url: 'javascript:alert(1)' }, 'box_art_url', boxArtMessage],
    [{ box_art_url: 'box.png' }, 'box_art_url', boxArtMessage],
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: null }, 'title', 'title must be a string'],
    [{ title: 'x'.repeat(301) }, 'title', 'title must be shorter than or equal to 300 characters'],
    [{ platform: 'Nintendo 64' }, 'platform', 'Unknown platform: Nintendo 64'],
    [{ platform: null }, 'platform', 'platform must be a string'],
    [{ platform_id: 999999 }, 'platform_id', 'No platform has the id 999999'],
    [{ platform_id: 'one' }, 'platform_id', 'platform_id must be a whole number'],
    [{ boxart: 'https://img.example/box.png' }, 'boxart', 'property boxart should not exist'],
    [{ id: 5 }, 'id', 'property id should not exist'],
  ])('rejects %j with 422', async (payload, field, message) => {
    const response = await patch(payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ status: number }>().status).toBe(422);
    expect(issues(response)).toContainEqual({ loc: ['body', field], msg: message });
    expect(await getGame(game.id)).toEqual(game);
  });

  it('rejects platform and platform_id that disagree', async () => {
    const saturnId = game.platform_id;
    const response = await patch({ platform: 'Arcade', platform_id: saturnId });
    expect(issues(response)).toEqual([
      { loc: ['body', 'platform_id'], msg: 'platform and platform_id name different platforms' },
    ]);
    expect((await patch({ platform: 'arcade', platform_id: arcadeId })).json<Game>().platform).toBe('Arcade');
  });

  it('answers 404 for an unknown game and 400 for a malformed id', async () => {
    expect((await call('PATCH', '/games/999999', { token: admin, payload: { title: 'X' } })).json()).toEqual({
      detail: 'Game not found',
      status: 404,
    });
    expect((await call('PATCH', '/games/abc', { token: admin, payload: { title: 'X' } })).statusCode).toBe(400);
  });

  it('answers 409 when the platform already has a game of that title', async () => {
    await createGame({ title: 'Virtua Cop', platform: 'Sega Saturn' });
    const response = await patch({ title: 'VIRTUA COP' });
    expect(response.json()).toEqual({ detail: 'Sega Saturn already has a game titled VIRTUA COP', status: 409 });
    // The same title on another platform is another game.
    expect((await patch({ title: 'Virtua Cop', platform: 'Arcade' })).statusCode).toBe(200);
  });
});

describe('POST and DELETE /api/lightgun/games', () => {
  let saturn: Platform;

  beforeAll(async () => {
    await emptyCatalogue();
    saturn = await createPlatform({ name: 'Sega Saturn' });
  });

  it('creates a game (201) with defaults for what is left out', async () => {
    const response = await call('POST', '/games', {
      token: admin,
      payload: { title: 'Virtua Cop', platform: 'sega saturn' },
    });
    expect(response.statusCode).toBe(201);
    const game = response.json<Game>();
    expect(game).toEqual({
      id: expect.any(Number),
      title: 'Virtua Cop',
      platform: 'Sega Saturn',
      platform_id: saturn.id,
      genre: [],
      release_year: null,
      release_date: '',
      developer: '',
      publisher: '',
      description: '',
      boxart: cover(game.id),
      box_art_url: cover(game.id),
      screenshots: [],
      gameplay_videos: [],
      compatibility_tier: null,
      compatibility: noStanding,
    });
    expect(await getGame(game.id)).toEqual(game);
  });

  it('applies the parsing rules on create too', async () => {
    const game = await createGame({
      title: 'Die Hard Trilogy',
      platform_id: saturn.id,
      genre: 'Action',
      release_year: '1996',
      screenshots: 'https://img.example/1.png,https://img.example/2.png',
    });
    expect(game).toMatchObject({
      genre: ['Action'],
      release_year: 1996,
      screenshots: ['https://img.example/1.png', 'https://img.example/2.png'],
    });
  });

  it.each<[object, string, string]>([
    [{ platform: 'Sega Saturn' }, 'title', 'Title is required'],
    [{ title: '   ', platform: 'Sega Saturn' }, 'title', 'Title is required'],
    [{ title: 'No platform' }, 'platform', 'Platform is required (its name in platform, or platform_id)'],
    [{ title: 'Unknown platform', platform: 'Atari Jaguar' }, 'platform', 'Unknown platform: Atari Jaguar'],
    [{ title: 'Bad year', platform: 'Sega Saturn', release_year: 'soon' }, 'release_year', yearMessage],
    [{ title: 'Extra', platform: 'Sega Saturn', rating: 5 }, 'rating', 'property rating should not exist'],
  ])('rejects %j with 422', async (payload, field, message) => {
    const response = await call('POST', '/games', { token: admin, payload });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toContainEqual({ loc: ['body', field], msg: message });
  });

  it('answers 409 for a title the platform already has, whatever its case', async () => {
    await createGame({ title: 'Crypt Killer', platform: 'Sega Saturn' });
    const response = await call('POST', '/games', {
      token: admin,
      payload: { title: 'crypt killer', platform: 'Sega Saturn' },
    });
    expect(response.json()).toEqual({ detail: 'Sega Saturn already has a game titled crypt killer', status: 409 });
  });

  it('deletes a game, then answers 404', async () => {
    const game = await createGame({ title: 'Area 51', platform: 'Sega Saturn' });
    const response = await call('DELETE', `/games/${game.id}`, { token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Game deleted successfully' });
    expect((await call('GET', `/games/${game.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/games/${game.id}`, { token: admin })).json()).toEqual({
      detail: 'Game not found',
      status: 404,
    });
    expect((await call('DELETE', '/games/abc', { token: admin })).statusCode).toBe(400);
  });
});

describe('platform administration', () => {
  beforeEach(emptyCatalogue);

  it('creates a platform (201) with the default icon and colour', async () => {
    const response = await call('POST', '/platforms', {
      token: admin,
      payload: { name: '  Dreamcast ', manufacturer: 'Sega', gun: 'Dreamcast Gun', color: '#C2410C' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Dreamcast',
      manufacturer: 'Sega',
      icon: '🎮',
      gun: 'Dreamcast Gun',
      color: '#c2410c',
      total_games: 0,
    });
  });

  it.each<[object, string, string]>([
    [{}, 'name', 'Platform name is required'],
    [{ name: '  ' }, 'name', 'Platform name is required'],
    [{ name: 'Mega Drive/Genesis' }, 'name', 'Platform name must not contain a slash'],
    [{ name: 'Mega Drive\\Genesis' }, 'name', 'Platform name must not contain a slash'],
    [{ name: 'Mega Drive\nGenesis' }, 'name', 'Platform name must not contain line breaks or control characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'name must be shorter than or equal to 100 characters'],
    [{ name: 'Wii', color: 'blue' }, 'color', 'color must be a hex colour such as #1d4ed8'],
    [{ name: 'Wii', icon: 'x'.repeat(17) }, 'icon', 'icon must be shorter than or equal to 16 characters'],
    [{ name: 'Wii', total_games: 3 }, 'total_games', 'property total_games should not exist'],
  ])('rejects %j with 422', async (payload, field, message) => {
    const response = await call('POST', '/platforms', { token: admin, payload });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toContainEqual({ loc: ['body', field], msg: message });
  });

  it('answers 409 for a name taken in any case', async () => {
    await createPlatform({ name: 'PlayStation' });
    expect((await call('POST', '/platforms', { token: admin, payload: { name: 'PLAYSTATION' } })).json()).toEqual({
      detail: 'A platform named PLAYSTATION already exists',
      status: 409,
    });
    const other = await createPlatform({ name: 'PlayStation 2' });
    expect(
      (await call('PATCH', `/platforms/${other.id}`, { token: admin, payload: { name: 'playstation' } })).statusCode,
    ).toBe(409);
  });

  it('edits a platform: fields sent replace, blank icon and colour take the defaults; its games follow a rename', async () => {
    const platform = await createPlatform({ name: 'Sega Genesis', manufacturer: 'Sega', icon: '🕹️', color: '#1d4ed8' });
    const game = await createGame({ title: 'Menacer 6-Game Cartridge', platform: 'Sega Genesis' });
    const response = await call('PATCH', `/platforms/${platform.id}`, {
      token: admin,
      payload: { name: 'Sega Mega Drive', gun: 'Menacer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...platform, name: 'Sega Mega Drive', gun: 'Menacer', total_games: 1 });
    expect((await getGame(game.id)).platform).toBe('Sega Mega Drive');
    expect(
      (await call('GET', '/platforms/Sega%20Mega%20Drive')).json<PlatformWithGames>().games.map((g) => g.id),
    ).toEqual([game.id]);
    expect((await call('GET', '/platforms/Sega%20Genesis')).statusCode).toBe(404);
    const reset = await call('PATCH', `/platforms/${platform.id}`, { token: admin, payload: { icon: '', color: '' } });
    expect(reset.json()).toMatchObject({ icon: '🎮', color: '#475569', manufacturer: 'Sega' });
    expect((await call('PATCH', `/platforms/${platform.id}`, { token: admin, payload: { name: '' } })).statusCode).toBe(
      422,
    );
    expect((await call('PATCH', '/platforms/999999', { token: admin, payload: { gun: 'x' } })).json()).toEqual({
      detail: 'Platform not found',
      status: 404,
    });
  });

  it('refuses to delete a platform that still has games (409), and deletes an empty one', async () => {
    const platform = await createPlatform({ name: 'Wii' });
    const game = await createGame({ title: 'Ghost Squad', platform: 'Wii' });
    const refused = await call('DELETE', `/platforms/${platform.id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'Wii still has 1 game: delete them or move them to another platform first',
    );
    expect((await call('GET', '/platforms/Wii')).statusCode).toBe(200);

    await call('DELETE', `/games/${game.id}`, { token: admin });
    const deleted = await call('DELETE', `/platforms/${platform.id}`, { token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Platform deleted successfully' });
    expect((await call('GET', '/platforms/Wii')).statusCode).toBe(404);
    expect((await call('DELETE', `/platforms/${platform.id}`, { token: admin })).statusCode).toBe(404);
  });

  it('relies on the database as well: a platform with games cannot be deleted behind the API', async () => {
    const platform = await createPlatform({ name: 'Arcade' });
    await createGame({ title: 'Time Crisis', platform: 'Arcade' });
    await expect(t.dataSource.query('DELETE FROM platforms WHERE id = $1', [platform.id])).rejects.toThrow(
      /foreign key/,
    );
  });
});

describe('permissions', () => {
  beforeAll(emptyCatalogue);

  // Each route with a fresh target, so the admin's call succeeds.
  const routes: Array<{
    name: string;
    expected: number;
    route: () => Promise<{ method: Method; url: string; payload?: object }>;
  }> = [
    {
      name: 'POST /games',
      expected: 201,
      route: async () => ({
        method: 'POST',
        url: '/games',
        payload: {
          title: `New ${Math.random()}`,
          platform: (await createPlatform({ name: `P ${Math.random()}` })).name,
        },
      }),
    },
    {
      name: 'PATCH /games/:id',
      expected: 200,
      route: async () => ({
        method: 'PATCH',
        url: `/games/${(await freshGame()).id}`,
        payload: { release_year: 1999 },
      }),
    },
    {
      name: 'DELETE /games/:id',
      expected: 200,
      route: async () => ({ method: 'DELETE', url: `/games/${(await freshGame()).id}` }),
    },
    {
      name: 'POST /platforms',
      expected: 201,
      route: async () => ({ method: 'POST', url: '/platforms', payload: { name: `P ${Math.random()}` } }),
    },
    {
      name: 'PATCH /platforms/:id',
      expected: 200,
      route: async () => ({
        method: 'PATCH',
        url: `/platforms/${(await createPlatform({ name: `P ${Math.random()}` })).id}`,
        payload: { manufacturer: 'Sega' },
      }),
    },
    {
      name: 'DELETE /platforms/:id',
      expected: 200,
      route: async () => ({
        method: 'DELETE',
        url: `/platforms/${(await createPlatform({ name: `P ${Math.random()}` })).id}`,
      }),
    },
  ];

  async function freshGame() {
    const platform = await createPlatform({ name: `P ${Math.random()}` });
    return createGame({ title: 'Target', platform_id: platform.id });
  }

  it.each(routes)('$name: anonymous 401, member 403, admin $expected', async ({ route, expected }) => {
    const { method, url, payload } = await route();
    const anonymous = await call(method, url, { payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.stringMatching(/log in/), status: 401 });
    const regular = await call(method, url, { token: member, payload });
    expect(regular.statusCode).toBe(403);
    expect(regular.json()).toEqual({ detail: 'This action needs the admin role', status: 403 });
    const stranger = await call(method, url, { token: 'not-a-token', payload });
    expect(stranger.statusCode).toBe(401);
    const allowed = await call(method, url, { token: admin, payload });
    expect(allowed.statusCode, allowed.body).toBe(expected);
  });
});

describe('generated artwork', () => {
  let game: Game;
  const title = `Tom & Jerry's <Light> "Gun" Show`;

  beforeAll(async () => {
    await emptyCatalogue();
    await createPlatform({ name: 'A&B <Arcade>', color: '#7c3aed' });
    game = await createGame({ title, platform: 'A&B <Arcade>', release_year: 1995 });
  });

  it('draws the cover as cacheable SVG with every text escaped', async () => {
    const response = await call('GET', `/games/${game.id}/cover.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    expect(response.body).not.toContain('<Light>');
    expect(response.body).not.toContain('<Arcade>');
    expect(response.body).toContain('&lt;Light&gt;');
    expect(response.body).toContain('A&amp;B &lt;Arcade&gt;');
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once the title changes', async () => {
    const first = await call('GET', `/games/${game.id}/cover.svg`);
    const etag = String(first.headers.etag);
    const again = await t.request({
      method: 'GET',
      url: `/api/lightgun/games/${game.id}/cover.svg`,
      headers: { 'if-none-match': `W/"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await call('PATCH', `/games/${game.id}`, { token: admin, payload: { title: 'Renamed' } });
    const renamed = await call('GET', `/games/${game.id}/cover.svg`);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.body).toContain('Renamed');
    await call('PATCH', `/games/${game.id}`, { token: admin, payload: { title } });
  });

  it('draws numbered placeholder screenshots', async () => {
    const response = await call('GET', `/games/${game.id}/screenshot-3.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    expect(response.body).toContain('Screenshot 3');
    expect(response.body).toContain('&lt;Light&gt;');
    for (const number of ['0', '21', 'x', '01']) {
      expect((await call('GET', `/games/${game.id}/screenshot-${number}.svg`)).json(), number).toEqual({
        detail: 'Screenshot not found',
        status: 404,
      });
    }
  });

  it('answers 404 for an unknown game and 400 for a malformed id', async () => {
    expect((await call('GET', '/games/999999/cover.svg')).json()).toEqual({ detail: 'Game not found', status: 404 });
    expect((await call('GET', '/games/999999/screenshot-1.svg')).json()).toEqual({
      detail: 'Game not found',
      status: 404,
    });
    expect((await call('GET', '/games/abc/cover.svg')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('lists the lightgun routes', async () => {
    const paths = Object.keys(
      (await t.request({ method: 'GET', url: '/api/docs-json' })).json<{ paths: object }>().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/lightgun/platforms',
        '/api/lightgun/platforms/{name}',
        '/api/lightgun/platforms/{id}',
        '/api/lightgun/stats',
        '/api/lightgun/games',
        '/api/lightgun/games/{id}',
        '/api/lightgun/games/{id}/cover.svg',
      ]),
    );
  });
});

describe('the lightgun seed', () => {
  let other: TestApp;

  beforeAll(async () => {
    other = await createTestApp();
    await runSeed(other.dataSource, other.config, () => {});
  });
  afterAll(() => other.close());

  const get = async <T>(url: string) => (await other.request({ method: 'GET', url: `/api/lightgun${url}` })).json<T>();

  it('adds at least 10 platforms and 60 games, every game titled and on a platform', async () => {
    const stats = await get<LightgunStats>('/stats');
    expect(stats.total_platforms).toBeGreaterThanOrEqual(10);
    expect(stats.total_games).toBeGreaterThanOrEqual(60);
    const platforms = await get<Platform[]>('/platforms');
    expect(platforms.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Arcade',
        'NES',
        'Sega Master System',
        'Super Nintendo',
        'Sega Mega Drive',
        'Sega Saturn',
        'PlayStation',
        'PlayStation 2',
        'Dreamcast',
        'Wii',
      ]),
    );
    expect(platforms.reduce((sum, p) => sum + p.total_games, 0)).toBe(stats.total_games);
    for (const platform of platforms) {
      expect(platform.manufacturer, platform.name).not.toBe('');
      expect(platform.gun, platform.name).not.toBe('');
      const { games } = await get<PlatformWithGames>(`/platforms/${encodeURIComponent(platform.name)}`);
      expect(games.length, platform.name).toBe(platform.total_games);
      for (const game of games) {
        expect(game.title.trim(), `${platform.name}: ${game.id}`).not.toBe('');
        expect(game.platform).toBe(platform.name);
        expect(game.boxart).toBe(cover(game.id));
        expect(game.screenshots).toEqual(
          [1, 2, 3, 4, 5].map((n) => `/api/lightgun/games/${game.id}/screenshot-${n}.svg`),
        );
        expect(game.gameplay_videos).toEqual([]);
      }
    }
  });

  it('is idempotent', async () => {
    const before = await get<LightgunStats>('/stats');
    await runSeed(other.dataSource, other.config, () => {});
    await seedLightgun(other.dataSource, () => {});
    expect(await get<LightgunStats>('/stats')).toEqual(before);
  });

  it('seeds real facts, e.g. Duck Hunt (1984, Nintendo) on the NES', async () => {
    const { games } = await get<PlatformWithGames>('/platforms/nes');
    expect(games.find((game) => game.title === 'Duck Hunt')).toMatchObject({
      release_year: 1984,
      developer: 'Nintendo',
      publisher: 'Nintendo',
      platform: 'NES',
    });
  });

  it('serves the seeded artwork it points to', async () => {
    const [platform] = await get<Platform[]>('/platforms');
    const [game] = (await get<PlatformWithGames>(`/platforms/${encodeURIComponent(platform.name)}`)).games;
    for (const url of [game.boxart, ...game.screenshots]) {
      const response = await other.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('leaves a catalogue that has a platform alone', async () => {
    await emptyCatalogue();
    await createPlatform({ name: 'Only this one' });
    await seedLightgun(t.dataSource, () => {});
    expect((await call('GET', '/stats')).json()).toEqual({ total_games: 0, total_platforms: 1 });
  });
});
