import type {
  ForumCategoryWithThreads,
  ForumPostPage,
  ForumSearchResponse,
  ForumThreadSummary,
  Game,
  GameDiscussion,
  GameThreadPage,
} from '@site/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createAppWithAccounts, register } from './support/accounts.js';
import { startApiProcess } from './support/api-process.js';
import {
  bootForum,
  expectError,
  expectIssue,
  forumApi,
  malformedIds,
  unknownId,
  type ForumApi,
} from './support/forum.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let f: ForumApi;
let admin: string;
let member: string;
let other: string;
let mod: string;
let games: Game[];
let categoryId: number;

/** A seeded game as GET /api/lightgun/games/{id} answers it. */
async function game(index: number): Promise<Game> {
  return (await t.request({ method: 'GET', url: `/api/lightgun/games/${games[index].id}` })).json<Game>();
}
const firstPost = { content: 'Plays great with a **Sinden** on a flat TV.' };
const discuss = (gameId: number | string, token?: string, payload: object = firstPost) =>
  t.request({
    method: 'POST',
    url: `/api/lightgun/games/${gameId}/discussion`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
const repliesOf = async (threadId: number) =>
  (await t.request({ method: 'GET', url: `/api/forum/threads/${threadId}/posts?limit=100` })).json<ForumPostPage>();
const lookup = (gameId: number | string, token?: string) =>
  t.request({ method: 'GET', url: `/api/lightgun/games/${gameId}/discussion`, headers: token ? bearer(token) : {} });
const gameThreads = (gameId: number | string, query = '') =>
  t.request({ method: 'GET', url: `/api/lightgun/games/${gameId}/threads${query}` });

/** The card a thread shows of its game: the Game answer's own facts. */
const cardOf = (g: Game) => ({
  id: g.id,
  title: g.title,
  platform: g.platform,
  boxart: g.boxart,
  tier: g.compatibility_tier,
});

beforeAll(async () => {
  ({ t, f, admin, member, other, moderator: mod } = await bootForum());
  const ids = await t.dataSource.query<Array<{ id: number }>>('SELECT id FROM games ORDER BY id LIMIT 30');
  games = await Promise.all(
    ids.map(async ({ id }) => (await t.request({ method: 'GET', url: `/api/lightgun/games/${id}` })).json<Game>()),
  );
  categoryId = (await f.createCategory(admin)).id;
});
afterAll(() => t?.close());

describe('threads tied to games', () => {
  it('a thread started with game_id carries the game in every answer; one without carries null', async () => {
    const g = await game(0);
    const tied = await f.createThread(member, categoryId, { title: 'Calibrating it on a Sinden', game_id: g.id });
    const plain = await f.createThread(member, categoryId, { title: 'Nothing to do with a game', game_id: null });
    expect(tied.game).toEqual(cardOf(g));
    expect(plain.game).toBeNull();

    expect((await f.thread(tied.id)).game).toEqual(cardOf(g));
    const listed = (await f.threads(categoryId)).threads;
    expect(listed.find((thread) => thread.id === tied.id)?.game).toEqual(cardOf(g));
    expect(listed.find((thread) => thread.id === plain.id)?.game).toBeNull();
    const nested = (await f.categories()).find((category) => category.id === categoryId)?.threads ?? [];
    expect(nested.find((thread) => thread.id === tied.id)?.game).toEqual(cardOf(g));
    const search = (await t.request({ method: 'GET', url: '/api/forum/search?q=Sinden' })).json<ForumSearchResponse>();
    expect(search.threads.find((thread) => thread.id === tied.id)?.game).toEqual(cardOf(g));
    const pinned = (
      await t.request({ method: 'PATCH', url: `/api/forum/threads/${tied.id}/pin`, headers: bearer(mod) })
    ).json<ForumThreadSummary>();
    expect(pinned.game).toEqual(cardOf(g));
  });

  it("shows the game's tier as it is now", async () => {
    const g = games[1];
    const thread = await f.createThread(member, categoryId, { game_id: g.id });
    expect(thread.game?.tier).toBeNull();
    await t.dataSource.query(`UPDATE games SET compatibility_tier = 'playable' WHERE id = $1`, [g.id]);
    expect((await f.thread(thread.id)).game?.tier).toBe('playable');
    await t.dataSource.query(`UPDATE games SET compatibility_tier = NULL WHERE id = $1`, [g.id]);
  });

  it('refuses an unknown or malformed game_id with a 422 naming game_id, and starts nothing', async () => {
    const before = (await f.threads(categoryId)).pagination.total_count;
    for (const gameId of [unknownId, 0, -3, 1.5, 'abc', 99999999999, true]) {
      const response = await f.request('POST', `/api/forum/categories/${categoryId}/threads`, member, {
        title: 'Tied',
        content: 'Body',
        game_id: gameId,
      });
      expectIssue(response, 'game_id');
    }
    expect((await f.threads(categoryId)).pagination.total_count).toBe(before);
  });

  it('keeps a thread whose game is deleted, untied from it', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/lightgun/games',
        headers: bearer(admin),
        payload: { title: 'Short-lived Shooter', platform: games[0].platform },
      })
    ).json<Game>();
    const thread = await f.createThread(member, categoryId, { game_id: created.id });
    expect(thread.game?.title).toBe('Short-lived Shooter');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/lightgun/games/${created.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
    expect((await f.thread(thread.id)).game).toBeNull();
  });

  it('reads the games of a whole list at once: one statement per list, however many games it shows', async () => {
    const category = await f.createCategory(admin);
    const readingGames = async () => {
      const spy = vi.spyOn(pg.Client.prototype, 'query');
      try {
        expect(
          (await t.request({ method: 'GET', url: `/api/forum/categories/${category.id}/threads` })).statusCode,
        ).toBe(200);
        expect((await t.request({ method: 'GET', url: '/api/forum/categories' })).statusCode).toBe(200);
        const text = (query: unknown) =>
          typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? '');
        return spy.mock.calls.filter(([query]) => /\bFROM "?games"?\s/.test(text(query))).length;
      } finally {
        spy.mockRestore();
      }
    };
    await f.createThread(member, category.id, { game_id: games[2].id });
    expect(await readingGames()).toBe(2);
    for (const g of games.slice(3, 14)) await f.createThread(member, category.id, { game_id: g.id });
    const listed = await f.threads(category.id);
    expect(new Set(listed.threads.map((thread) => thread.game?.id)).size).toBe(12);
    expect(await readingGames()).toBe(2);
  });
});

describe('POST /api/lightgun/games/{id}/discussion', () => {
  it("opens the game's thread with the member's own first post (201), then takes others' text as replies (200)", async () => {
    const g = await game(14);
    expect((await lookup(g.id)).json()).toEqual({ thread_id: null });
    const before = (await f.me(member)).post_count;
    const first = await discuss(g.id, member);
    expect(first.statusCode, first.body).toBe(201);
    const opened = first.json<GameDiscussion>();
    expect(opened).toEqual({ thread_id: expect.any(Number), created: true, post_id: null });

    const thread = await f.thread(opened.thread_id);
    const category = (await f.categories()).find((c) => c.id === thread.category_id);
    expect(category?.name).toBe('Game Discussion');
    // The game's title by default, and only what the member wrote: no boilerplate.
    expect(thread.title).toBe(g.title);
    expect(thread.content).toBe(firstPost.content);
    expect(thread.content_html).toBe('<p>Plays great with a <strong>Sinden</strong> on a flat TV.</p>');
    expect(thread.author.username).toBe((await f.me(member)).username);
    expect(thread.game).toEqual(cardOf(g));
    expect((await f.me(member)).post_count).toBe(before + 1);
    for (const token of [undefined, member, admin])
      expect((await lookup(g.id, token)).json()).toEqual({ thread_id: opened.thread_id });

    const replies: number[] = [];
    for (const [index, token] of [member, other, mod, admin].entries()) {
      const again = await discuss(g.id, token, { title: 'Ignored: the thread has one', content: `Reply ${index}` });
      expect(again.statusCode, again.body).toBe(200);
      const answer = again.json<GameDiscussion>();
      expect(answer).toEqual({ thread_id: opened.thread_id, created: false, post_id: expect.any(Number) });
      replies.push(answer.post_id as number);
    }
    const posts = (await repliesOf(opened.thread_id)).posts;
    expect(posts.map((post) => [post.id, post.content])).toEqual(replies.map((id, index) => [id, `Reply ${index}`]));
    expect((await f.thread(opened.thread_id)).title).toBe(g.title);
    expect((await f.me(member)).post_count).toBe(before + 2);
  });

  it("takes the title the member wrote, trimmed; a blank one is the game's", async () => {
    const written = await discuss(games[22].id, member, { title: '  Best  on a CRT  ', content: 'Mine' });
    expect(written.statusCode).toBe(201);
    expect((await f.thread(written.json<GameDiscussion>().thread_id)).title).toBe('Best  on a CRT');
    const blank = await discuss(games[23].id, member, { title: '   ', content: 'Mine' });
    expect((await f.thread(blank.json<GameDiscussion>().thread_id)).title).toBe(games[23].title);
  });

  it('cooks the Markdown once, as any post: no script, no javascript: link', async () => {
    const hostile = '*fine* <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>';
    const { thread_id } = (await discuss(games[24].id, other, { content: hostile })).json<GameDiscussion>();
    const thread = await f.thread(thread_id);
    expect(thread.content).toBe(hostile);
    expect(thread.content_html).toContain('<em>fine</em>');
    for (const bad of ['<script', 'javascript:', 'onerror']) expect(thread.content_html).not.toContain(bad);
  });

  it("refuses content missing, blank or over the forum's limit, and a title over 300 characters (422), opening nothing", async () => {
    const g = games[26];
    for (const [payload, field] of [
      [{}, 'content'],
      [{ content: '' }, 'content'],
      [{ content: '   ' }, 'content'],
      [{ content: 42 }, 'content'],
      [{ content: 'x'.repeat(50_001) }, 'content'],
      [{ content: 'Fine', title: 'x'.repeat(301) }, 'title'],
      [{ content: 'Fine', title: 7 }, 'title'],
    ] as const)
      expectIssue(await discuss(g.id, member, payload), field);
    expect((await lookup(g.id)).json()).toEqual({ thread_id: null });
    expect((await discuss(g.id, member, { content: 'x'.repeat(50_000), title: 'y'.repeat(300) })).statusCode).toBe(201);
  });

  it('refuses anonymous callers (401), malformed ids (400) and unknown games (404)', async () => {
    expectError(await discuss(games[15].id), 401);
    for (const id of malformedIds) {
      expectError(await discuss(id, member), 400);
      expectError(await lookup(id), 400);
    }
    expectError(await discuss(unknownId, member), 404, 'Game not found');
    expectError(await lookup(unknownId), 404, 'Game not found');
    expect((await gameThreads(games[15].id)).json<GameThreadPage>().threads).toEqual([]);
  });

  it('takes a game title of any length as the title, as text', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/lightgun/games',
        headers: bearer(admin),
        payload: { title: `*Gun* [Club](javascript:alert(1)) ${'x'.repeat(260)}`, platform: games[0].platform },
      })
    ).json<Game>();
    const { thread_id } = (await discuss(created.id, other)).json<GameDiscussion>();
    expect((await f.thread(thread_id)).title).toBe(created.title);
  });

  it('opens a new thread once the old one is deleted', async () => {
    const g = games[16];
    const first = (await discuss(g.id, member)).json<GameDiscussion>();
    await f.deleteThread(mod, first.thread_id);
    expect((await lookup(g.id)).json()).toEqual({ thread_id: null });
    const second = await discuss(g.id, other);
    expect(second.statusCode).toBe(201);
    expect(second.json<GameDiscussion>().thread_id).not.toBe(first.thread_id);
  });

  it('takes no reply in a locked thread from a member (423)', async () => {
    const g = games[27];
    const { thread_id } = (await discuss(g.id, member)).json<GameDiscussion>();
    await f.lock(mod, thread_id);
    expectError(await discuss(g.id, other), 423);
    expect((await discuss(g.id, mod)).statusCode).toBe(200);
  });
});

describe('GET /api/lightgun/games/{id}/threads', () => {
  it("lists the game's threads, latest activity first, to anyone, a page at a time", async () => {
    const g = games[20];
    const older = await f.createThread(member, categoryId, { title: 'Older', game_id: g.id });
    const newer = await f.createThread(other, categoryId, { title: 'Newer', game_id: g.id });
    const { thread_id } = (await discuss(g.id, mod)).json<GameDiscussion>();
    await f.createThread(member, categoryId, { title: 'Another game', game_id: games[21].id });
    await f.createThread(member, categoryId, { title: 'No game' });
    await f.reply(other, older.id, 'Bumped');

    const listed = await gameThreads(g.id);
    expect(listed.statusCode).toBe(200);
    const page = listed.json<GameThreadPage>();
    expect(page.threads.map((thread) => thread.id)).toEqual([older.id, thread_id, newer.id]);
    expect(page.threads.every((thread) => thread.game?.id === g.id)).toBe(true);
    expect(page.pagination).toEqual({
      page: 1,
      limit: 20,
      total_count: 3,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    });

    const pages = await Promise.all(
      [1, 2].map(async (n) => (await gameThreads(g.id, `?page=${n}&limit=2`)).json<GameThreadPage>()),
    );
    expect(pages.flatMap((p) => p.threads.map((thread) => thread.id))).toEqual([older.id, thread_id, newer.id]);
    expect(pages[0].pagination).toMatchObject({ total_count: 3, total_pages: 2, has_next: true });
    expect((await gameThreads(g.id, '?page=3&limit=2')).json<GameThreadPage>().threads).toEqual([]);
    expect((await gameThreads(g.id, '?limit=101')).json<GameThreadPage>().pagination.limit).toBe(100);

    for (const token of [member, mod, admin]) {
      const answer = await t.request({
        method: 'GET',
        url: `/api/lightgun/games/${g.id}/threads`,
        headers: bearer(token),
      });
      expect(answer.json<GameThreadPage>().threads.map((thread) => thread.id)).toEqual([older.id, thread_id, newer.id]);
    }
  });

  it('answers an empty page for a game without threads, 404 for an unknown game, 400 for bad ids and paging', async () => {
    expect((await gameThreads(games[25].id)).json<GameThreadPage>()).toEqual({
      threads: [],
      pagination: { page: 1, limit: 20, total_count: 0, total_pages: 0, has_next: false, has_prev: false },
    });
    expectError(await gameThreads(unknownId), 404);
    for (const id of malformedIds) expectError(await gameThreads(id), 400);
    for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=-1', '?limit=1.5'])
      expectError(await gameThreads(games[25].id, query), 400);
  });
});

describe('/api/docs', () => {
  it("documents the discussion's two answers and its refusals, and the game of a thread", async () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
    type Schema = {
      properties?: Record<string, { $ref?: string; nullable?: boolean; allOf?: Array<{ $ref?: string }> }>;
    };
    const document = (await t.request({ method: 'GET', url: '/api/docs-json' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Schema> };
    }>();
    const discussion = document.paths['/api/lightgun/games/{id}/discussion'].post.responses;
    expect(Object.keys(discussion).sort()).toEqual(['200', '201', '400', '401', '404', '422', '423', '429']);
    for (const status of ['200', '201']) {
      expect(discussion[status].content?.['application/json']?.schema?.$ref).toBe(
        '#/components/schemas/GameDiscussionResponse',
      );
    }
    expect(
      document.paths['/api/lightgun/games/{id}/discussion'].get.responses['200'].content?.['application/json']?.schema
        ?.$ref,
    ).toBe('#/components/schemas/GameDiscussionLookupResponse');
    expect(
      document.paths['/api/lightgun/games/{id}/threads'].get.responses['200'].content?.['application/json']?.schema
        ?.$ref,
    ).toBe('#/components/schemas/GameThreadPageResponse');
    expect(document.components.schemas.ForumThreadSummaryResponse.properties?.game).toMatchObject({ nullable: true });
    expect(Object.keys(document.components.schemas.DiscussedGameResponse.properties ?? {}).sort()).toEqual([
      'boxart',
      'id',
      'platform',
      'tier',
      'title',
    ]);
  });
});

// Last: Passport's strategies are process-wide, so an app booted in this process authenticates
// every app's requests; once it is closed, the apps booted before it can no longer authenticate.
describe('with other API processes and apps', () => {
  it('stays one thread when many members press at once, half on this process and half on another', async () => {
    const other = await startApiProcess({
      DATABASE_URL: t.config.databaseUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
      FORUM_POST_RATE_LIMIT_PER_MINUTE: '100000',
    });
    try {
      const members = await Promise.all(Array.from({ length: 10 }, () => register(t)));
      const press = async (gameId: number, token: string, onOther: boolean) => {
        if (!onOther) {
          const answer = await discuss(gameId, token);
          return { status: answer.statusCode, body: answer.json<GameDiscussion>() };
        }
        const answer = await fetch(`${other.url}/api/lightgun/games/${gameId}/discussion`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify(firstPost),
        });
        return { status: answer.status, body: (await answer.json()) as GameDiscussion };
      };
      for (const g of games.slice(17, 20)) {
        const answers = await Promise.all(
          members.map((account, index) => press(g.id, account.access_token, index % 2 === 1)),
        );
        expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([
          200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
        ]);
        expect(new Set(answers.map((answer) => answer.body.thread_id)).size).toBe(1);
        const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
          'SELECT count(*)::int AS count FROM forum_threads WHERE game_id = $1 AND is_game_discussion',
          [g.id],
        );
        expect(count).toBe(1);
        // Nothing written is lost: the nine others are replies in the one thread.
        const thread = answers[0].body.thread_id;
        expect((await repliesOf(thread)).pagination.total_count).toBe(9);
        expect(answers.filter((answer) => answer.body.post_id !== null)).toHaveLength(9);
      }
    } finally {
      await other.stop();
    }
  }, 90_000);

  it('makes the Game Discussion category when it is missing, and finds it by name in any case', async () => {
    const { t: fresh, admin: freshAdmin, member: freshMember } = await createAppWithAccounts();
    try {
      const api = forumApi(fresh);
      const seeded = (await api.categories()).find((category) => category.name === 'Game Discussion');
      if (!seeded) throw new Error('no seeded Game Discussion category');
      const rename = (name: string) =>
        fresh.request({
          method: 'PUT',
          url: `/api/forum/categories/${seeded.id}`,
          headers: bearer(freshAdmin),
          payload: { name, description: seeded.description },
        });
      const [first, second] = await fresh.dataSource.query<Array<{ id: number }>>(
        'SELECT id FROM games ORDER BY id LIMIT 2',
      );
      const open = async (gameId: number) =>
        (
          await fresh.request({
            method: 'POST',
            url: `/api/lightgun/games/${gameId}/discussion`,
            headers: bearer(freshMember),
            payload: firstPost,
          })
        ).json<GameDiscussion>();

      expect((await rename('game DISCUSSION')).statusCode).toBe(200);
      expect((await api.thread((await open(first.id)).thread_id)).category_id).toBe(seeded.id);

      expect((await rename('Rail Shooters')).statusCode).toBe(200);
      const made = (await api.thread((await open(second.id)).thread_id)).category_id;
      expect(made).not.toBe(seeded.id);
      const category = (await api.categories()).find((c) => c.id === made) as ForumCategoryWithThreads;
      expect(category).toMatchObject({ name: 'Game Discussion', icon: '🎯', thread_count: 1 });
      expect(category.description.length).toBeGreaterThan(10);
    } finally {
      await fresh.close();
    }
  });

  it('spends the posting budget on every call: each one posts', async () => {
    const limited = await createAppWithAccounts({ FORUM_POST_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const [first, second] = await limited.t.dataSource.query<Array<{ id: number }>>(
        'SELECT id FROM games ORDER BY id LIMIT 2',
      );
      const press = (gameId: number, token: string) =>
        limited.t.request({
          method: 'POST',
          url: `/api/lightgun/games/${gameId}/discussion`,
          headers: bearer(token),
          payload: firstPost,
        });
      expect((await press(first.id, limited.member)).statusCode).toBe(201);
      expect((await press(first.id, limited.member)).statusCode).toBe(200);
      expectError(await press(first.id, limited.member), 429);
      expectError(await press(second.id, limited.member), 429);
      expect((await press(second.id, limited.admin)).statusCode).toBe(201);
    } finally {
      await limited.t.close();
    }
  });
});
