import type { ForumCategory, ForumSearchResponse, ForumStats } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bootForum,
  expectError,
  expectIssue,
  type ForumApi,
  issues,
  malformedIds,
  pause,
  regular,
  unknownId,
} from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Categories (list, create, edit, delete), the forum's stats, its seed and its search.

let t: TestApp;
let f: ForumApi;

/** `creator` is the regular user who created the category under test. */
type Actor = 'anonymous' | 'creator' | 'other' | 'moderator' | 'admin';
const tokens = {} as Record<Actor, string | undefined>;
const token = (actor: Exclude<Actor, 'anonymous'>) => tokens[actor] as string;

const seedCategories = ['General', 'Lightgun Hardware', 'Game Discussion', 'Setups and Mods', 'Off-Topic'];
const categoryKeys = ['id', 'name', 'description', 'icon', 'thread_count', 'latest_thread', 'created_at'];

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f } = booted);
  Object.assign(tokens, {
    anonymous: undefined,
    admin: booted.admin,
    creator: booted.member,
    other: booted.other,
    moderator: booted.moderator,
  });
});
afterAll(() => t.close());

const listedNames = async () => (await f.categories()).map((category) => category.name);
const post = (actor: Actor, payload: unknown) => f.request('POST', '/api/forum/categories', tokens[actor], payload);

describe('the forum seed', () => {
  it('has the five categories, with welcoming threads by the admin in General, and replies whose counts add up', async () => {
    const categories = await f.categories();
    expect(categories.map((category) => category.name)).toEqual(expect.arrayContaining(seedCategories));
    const general = categories.find((category) => category.name === 'General');
    expect(general?.thread_count).toBeGreaterThanOrEqual(1);
    expect(general?.threads.length).toBe(general?.thread_count);
    expect(general?.threads.some((thread) => thread.author.username === 'admin')).toBe(true);

    const seeded = categories
      .filter((category) => seedCategories.includes(category.name))
      .flatMap((category) => category.threads);
    let replies = 0;
    for (const summary of seeded) {
      const thread = await f.thread(summary.id);
      expect(thread.reply_count, thread.title).toBe(thread.posts.length);
      expect(thread.post_count, thread.title).toBe(thread.reply_count + 1);
      replies += thread.reply_count;
    }
    expect(replies).toBeGreaterThan(0);
  });
});

describe('GET /api/forum/categories', () => {
  it('lists the oldest category first, each with its threads pinned first then by latest activity', async () => {
    const first = await f.createCategory(token('admin'), { name: 'Listing one' });
    await pause();
    const second = await f.createCategory(token('creator'), { name: 'Listing two', icon: '🎯' });
    const [a, b, c] = [
      await f.createThread(token('creator'), first.id, { title: 'A' }),
      await f.createThread(token('other'), first.id, { title: 'B' }),
      await f.createThread(token('creator'), first.id, { title: 'C' }),
    ];
    await pause();
    await f.reply(token('other'), a.id);
    await f.pin(token('moderator'), b.id);

    const categories = await f.categories();
    const created = categories.map((category) => new Date(category.created_at).getTime());
    expect(created).toEqual([...created].sort((x, y) => x - y));
    expect(categories.slice(-2).map((category) => category.id)).toEqual([first.id, second.id]);
    const listed = categories.find((category) => category.id === first.id);
    expect(Object.keys(listed ?? {})).toEqual(expect.arrayContaining([...categoryKeys, 'threads']));
    expect(listed?.thread_count).toBe(3);
    expect(listed?.threads.map((thread) => thread.title)).toEqual(['B', 'A', 'C']);
    expect(listed?.latest_thread).toMatchObject({ id: a.id, title: 'A' });
    const replied = await f.thread(a.id);
    expect(new Date(listed?.latest_thread?.updated_at ?? '').getTime()).toBe(new Date(replied.updated_at).getTime());
    expect(c.category_id).toBe(first.id);
    expect(categories.find((category) => category.id === second.id)).toMatchObject({
      icon: '🎯',
      thread_count: 0,
      latest_thread: null,
      threads: [],
    });
  });
});

describe('POST /api/forum/categories', () => {
  it.each([
    ['anonymous', 401],
    ['creator', 201],
    ['moderator', 201],
    ['admin', 201],
  ] as const)('as %s: %i', async (actor, status) => {
    const name = `Made by ${actor}`;
    const response = await post(actor, { name, description: 'A place' });
    if (status === 201) {
      expect(response.statusCode).toBe(201);
      expect(await listedNames()).toContain(name);
    } else {
      expectError(response, status);
      expect(await listedNames()).not.toContain(name);
    }
  });

  it('answers 201 with the category, the speech balloon as default icon', async () => {
    const response = await post('other', { name: 'Light Phaser', description: 'Sega Master System guns' });
    expect(response.statusCode).toBe(201);
    const category = response.json<ForumCategory>();
    expect(Object.keys(category)).toEqual(expect.arrayContaining(categoryKeys));
    expect(category).toMatchObject({
      id: expect.any(Number),
      name: 'Light Phaser',
      description: 'Sega Master System guns',
      icon: '💬',
      thread_count: 0,
      latest_thread: null,
    });
    expect(new Date(category.created_at).getTime()).not.toBeNaN();
    expect(
      (await post('other', { name: 'Justifier', description: 'Konami', icon: '🔫' })).json<ForumCategory>().icon,
    ).toBe('🔫');
  });

  it.each([
    [{ name: undefined }, 'name', 'Category name is required'],
    [{ name: '' }, 'name', 'Category name is required'],
    [{ name: '   ' }, 'name', 'Category name is required'],
    [{ description: undefined }, 'description', 'Description is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ description: ' \n ' }, 'description', 'Description is required'],
    [{ name: 'n'.repeat(101) }, 'name', undefined],
    [{ description: 'd'.repeat(501) }, 'description', undefined],
    [{ icon: 'i'.repeat(17) }, 'icon', undefined],
    [{ name: 12 }, 'name', undefined],
    [{ icon: 5 }, 'icon', undefined],
    [{ owner: 'me' }, 'owner', undefined],
  ])('validates %j (422, nothing created)', async (overrides, field, message) => {
    const before = await listedNames();
    expectIssue(await post('creator', { name: `Valid ${field}`, description: 'Valid', ...overrides }), field, message);
    expect(await listedNames()).toEqual(before);
  });

  it('reports both missing fields at once', async () => {
    const response = await post('creator', {});
    expectIssue(response, 'name', 'Category name is required');
    expectIssue(response, 'description', 'Description is required');
    expect(issues(response)).toHaveLength(2);
  });

  it('accepts a name of 100, a description of 500 and an icon of 16 characters', async () => {
    const category = (
      await post('creator', { name: 'n'.repeat(100), description: 'd'.repeat(500), icon: 'i'.repeat(16) })
    ).json<ForumCategory>();
    expect([category.name.length, category.description.length, category.icon.length]).toEqual([100, 500, 16]);
  });

  it('refuses (422) or keeps exactly an icon of 9 emoji with variation selectors, 18 characters to PostgreSQL: never a 500', async () => {
    const icon = '🕹️'.repeat(9);
    for (const [method, url] of [
      ['POST', '/api/forum/categories'],
      ['PUT', `/api/forum/categories/${(await f.createCategory(token('admin'))).id}`],
    ] as const) {
      const name = `Joysticks via ${method}`;
      const response = await f.request(method, url, token('admin'), { name, description: 'Wide icon', icon });
      expect([201, 200, 422], `${method} ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 422) expectIssue(response, 'icon');
      else expect((await f.categories()).find((entry) => entry.name === name)?.icon).toBe(icon);
    }
  });

  it('answers 409 for a name already taken, whatever its case', async () => {
    await f.createCategory(token('creator'), { name: 'Time Crisis Corner' });
    for (const name of ['Time Crisis Corner', 'TIME CRISIS CORNER', 'time crisis corner']) {
      expectError(await post('admin', { name, description: 'Again' }), 409);
    }
    expect((await listedNames()).filter((name) => name.toLowerCase() === 'time crisis corner')).toHaveLength(1);
    expectError(await post('admin', { name: 'general', description: 'Clash with the seed' }), 409);
  });
});

describe('PUT /api/forum/categories/{id}', () => {
  it.each([
    ['anonymous', 401],
    ['creator', 403],
    ['other', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('as %s: %i', async (actor, status) => {
    const category = await f.createCategory(token('creator'));
    const payload = { name: `${category.name} renamed`, description: 'New description', icon: '🕹️' };
    const response = await f.request('PUT', `/api/forum/categories/${category.id}`, tokens[actor], payload);
    const listed = (await f.categories()).find((entry) => entry.id === category.id);
    if (status === 200) {
      expect(response.statusCode).toBe(200);
      expect(response.json<ForumCategory>()).toMatchObject({ id: category.id, ...payload });
      expect(listed).toMatchObject(payload);
    } else {
      expectError(response, status);
      expect(listed).toMatchObject({ name: category.name, description: category.description, icon: category.icon });
    }
  });

  it('keeps the threads of the category', async () => {
    const category = await f.createCategory(token('creator'));
    const thread = await f.createThread(token('creator'), category.id);
    const response = await f.request('PUT', `/api/forum/categories/${category.id}`, token('admin'), {
      name: `${category.name} (edited)`,
      description: 'Edited',
      icon: '🎮',
    });
    expect(response.json<ForumCategory>()).toMatchObject({ thread_count: 1, latest_thread: { id: thread.id } });
    expect((await f.threads(category.id)).threads.map((entry) => entry.id)).toEqual([thread.id]);
  });

  it.each([
    [{ name: '' }, 'name', 'Category name is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ name: 'n'.repeat(101) }, 'name', undefined],
    [{ description: 'd'.repeat(501) }, 'description', undefined],
    [{ icon: 'i'.repeat(17) }, 'icon', undefined],
    [{ thread_count: 0 }, 'thread_count', undefined],
  ])('validates %j like a new category', async (overrides, field, message) => {
    const category = await f.createCategory(token('creator'));
    const response = await f.request('PUT', `/api/forum/categories/${category.id}`, token('admin'), {
      name: 'Edited',
      description: 'Edited',
      ...overrides,
    });
    expectIssue(response, field, message);
    expect((await f.categories()).find((entry) => entry.id === category.id)?.name).toBe(category.name);
  });

  it("answers 404 'Category not found' and 400 for malformed ids", async () => {
    const payload = { name: 'Nowhere', description: 'Nothing' };
    expect((await f.request('PUT', `/api/forum/categories/${unknownId}`, token('admin'), payload)).json()).toEqual({
      detail: 'Category not found',
      status: 404,
    });
    for (const id of malformedIds)
      expectError(await f.request('PUT', `/api/forum/categories/${id}`, token('admin'), payload), 400);
  });
});

describe('DELETE /api/forum/categories/{id}', () => {
  it.each([
    ['anonymous', 401],
    ['creator', 403],
    ['other', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('an empty category as %s: %i', async (actor, status) => {
    const category = await f.createCategory(token('creator'));
    const response = await f.request('DELETE', `/api/forum/categories/${category.id}`, tokens[actor]);
    if (status === 200) {
      expect(response.statusCode).toBe(200);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      expect(await listedNames()).not.toContain(category.name);
      expectError(await f.request('GET', `/api/forum/categories/${category.id}/threads?sort=latest`), 404);
      expectError(await f.request('DELETE', `/api/forum/categories/${category.id}`, token('admin')), 404);
    } else {
      expectError(response, status);
      expect(await listedNames()).toContain(category.name);
    }
  });

  it('answers 409 mentioning threads while the category has any, and deletes it once they are gone', async () => {
    const category = await f.createCategory(token('creator'));
    const thread = await f.createThread(token('creator'), category.id);
    const refused = await f.request('DELETE', `/api/forum/categories/${category.id}`, token('admin'));
    expectError(refused, 409, /threads/i);
    expect((await f.threads(category.id)).threads.map((entry) => entry.id)).toEqual([thread.id]);
    expect(await listedNames()).toContain(category.name);

    await f.deleteThread(token('creator'), thread.id);
    expect((await f.request('DELETE', `/api/forum/categories/${category.id}`, token('admin'))).statusCode).toBe(200);
    expect(await listedNames()).not.toContain(category.name);
  });
});

describe('GET /api/forum/stats', () => {
  const count = async (sql: string) => Number((await t.dataSource.query<Array<{ count: string }>>(sql))[0].count);
  const truth = async (): Promise<ForumStats> => {
    const threads = await count('SELECT count(*) FROM forum_threads');
    return {
      categories: await count('SELECT count(*) FROM forum_categories'),
      threads,
      posts: threads + (await count('SELECT count(*) FROM forum_posts')),
      members: await count('SELECT count(*) FROM users'),
    };
  };
  const stats = async () => {
    const response = await f.request('GET', '/api/forum/stats');
    expect(response.statusCode).toBe(200);
    return response.json<ForumStats>();
  };

  it('equals the real counts of the tables, before and after new rows', async () => {
    const before = await stats();
    expect(Object.keys(before).sort()).toEqual(['categories', 'members', 'posts', 'threads']);
    expect(before).toEqual(await truth());
    expect(before.threads).toBeGreaterThan(0);

    const category = await f.createCategory(token('other'));
    const thread = await f.createThread(token('other'), category.id);
    await f.reply(token('creator'), thread.id);
    await f.reply(token('admin'), thread.id);
    await regular(t);
    const after = await stats();
    expect(after).toEqual({
      categories: before.categories + 1,
      threads: before.threads + 1,
      posts: before.posts + 3,
      members: before.members + 1,
    });
    expect(after).toEqual(await truth());

    await f.deleteThread(token('moderator'), thread.id);
    expect(await stats()).toEqual({ ...after, threads: before.threads, posts: before.posts });
    expect(await stats()).toEqual(await truth());
  });
});

describe('GET /api/forum/search', () => {
  let searched: ForumCategory;
  let elsewhere: ForumCategory;
  const ids: Record<'titled' | 'bodied' | 'offside' | 'host' | 'reply', number> = {
    titled: 0,
    bodied: 0,
    offside: 0,
    host: 0,
    reply: 0,
  };

  const search = async (query: string) => {
    const response = await f.request('GET', `/api/forum/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ForumSearchResponse>();
    expect(body.count).toBe(body.threads.length + body.posts.length);
    return body;
  };
  const threadIds = (body: ForumSearchResponse) => body.threads.map((thread) => thread.id);

  beforeAll(async () => {
    searched = await f.createCategory(token('admin'), { name: 'Search here' });
    elsewhere = await f.createCategory(token('admin'), { name: 'Search elsewhere' });
    ids.bodied = (
      await f.createThread(token('creator'), searched.id, {
        title: 'Sight alignment questions',
        content: 'My flibbertigibbet drifts to the left after an hour.',
      })
    ).id;
    ids.titled = (
      await f.createThread(token('creator'), searched.id, {
        title: 'Flibbertigibbet calibration guide',
        content: 'How to line up the sights.',
      })
    ).id;
    ids.offside = (
      await f.createThread(token('other'), elsewhere.id, {
        title: 'Off topic flibbertigibbet',
        content: 'Nothing else.',
      })
    ).id;
    ids.host = (
      await f.createThread(token('other'), searched.id, { title: 'Unrelated thread', content: 'Nothing to see here.' })
    ).id;
    ids.reply = (
      await f.reply(token('moderator'), ids.host, 'The wobblecrank fix: recalibrate every flibbertigibbet.')
    ).id;
  });

  it('ranks a title match above a body-only match', async () => {
    const body = await search(`q=flibbertigibbet&category_id=${searched.id}`);
    expect(threadIds(body).filter((id) => id === ids.titled || id === ids.bodied)).toEqual([ids.titled, ids.bodied]);
    expect(threadIds(body)[0]).toBe(ids.titled);
    const everywhere = threadIds(await search('q=flibbertigibbet'));
    expect(everywhere).toEqual(expect.arrayContaining([ids.titled, ids.bodied, ids.offside]));
    expect(everywhere.indexOf(ids.titled)).toBeLessThan(everywhere.indexOf(ids.bodied));
    expect(everywhere.indexOf(ids.offside)).toBeLessThan(everywhere.indexOf(ids.bodied));
  });

  it.each(['flibber', 'FLIBBERTI', 'fl'])('matches word prefixes: %s', async (q) => {
    const body = await search(`q=${q}&category_id=${searched.id}`);
    expect(threadIds(body)).toEqual(expect.arrayContaining([ids.titled, ids.bodied]));
  });

  it('finds replies, with their thread id and title, excerpt and author', async () => {
    const body = await search('q=wobblecrank');
    expect(body.posts).toEqual([
      expect.objectContaining({
        id: ids.reply,
        thread_id: ids.host,
        thread_title: 'Unrelated thread',
        category_id: searched.id,
        excerpt: 'The wobblecrank fix: recalibrate every flibbertigibbet.',
        author: expect.objectContaining({ username: expect.any(String), role: 'moderator' }),
      }),
    ]);
    expect(body.count).toBe(body.threads.length + 1);
    expect((await search('q=wobble')).posts.map((p) => p.id)).toEqual([ids.reply]);
  });

  it('filters by category_id, for threads and posts', async () => {
    const inside = await search(`q=flibbertigibbet&category_id=${searched.id}`);
    expect(threadIds(inside)).not.toContain(ids.offside);
    expect(inside.posts.map((p) => p.id)).toEqual([ids.reply]);
    const outside = await search(`q=flibbertigibbet&category_id=${elsewhere.id}`);
    expect(threadIds(outside)).toEqual([ids.offside]);
    expect(outside.posts).toEqual([]);
    expect(outside.count).toBe(1);
  });

  it.each(['q=f', 'q=%20f%20', 'q=', 'q=%20%20%20', `q=f&category_id=${1}`])(
    'answers nothing under 2 characters: %s',
    async (query) => {
      expect(await search(query)).toMatchObject({ threads: [], posts: [], count: 0 });
    },
  );

  it('answers a query full of operators without failing', async () => {
    for (const q of ["flibber & | ! ( ) : * ' \\", '<->', "'':*", '!!!']) {
      await search(`q=${encodeURIComponent(q)}`);
    }
  });

  it.each(['q=ab&q=cd', 'q=flibber&category_id=1&category_id=2'])(
    'answers a repeated parameter (%s) with 200 or 400, never a 500',
    async (query) => {
      const response = await f.request('GET', `/api/forum/search?${query}`);
      expect([200, 400], response.body).toContain(response.statusCode);
      if (response.statusCode === 400) expectError(response, 400);
    },
  );

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for category_id=%s', async (categoryId) => {
    expectError(await f.request('GET', `/api/forum/search?q=flibbertigibbet&category_id=${categoryId}`), 400);
  });

  it('forgets a deleted thread', async () => {
    const thread = await f.createThread(token('creator'), searched.id, { title: 'Quuxblaster review', content: 'x' });
    expect(threadIds(await search('q=quuxblaster'))).toEqual([thread.id]);
    await f.deleteThread(token('creator'), thread.id);
    expect(await search('q=quuxblaster')).toMatchObject({ threads: [], posts: [], count: 0 });
  });
});
