import type { ForumSearchResponse } from '@site/contracts';
import { maxPageSize, pageSizes } from '@site/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankedMatches } from '../src/forum/forum-search-sql.js';
import { bootForum, expectError, type ForumApi } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Paging and bounds of GET /api/forum/search (its matching and filters: forum-categories.e2e-spec.ts).

let t: TestApp;
let f: ForumApi;
let categoryId: number;

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f } = booted);
  categoryId = (await f.createCategory(booted.admin, { name: 'Search paging' })).id;
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await f.request('GET', `/api/forum/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ForumSearchResponse>();
};

/** `count` threads (and one reply each) holding `word`, written straight in SQL, oldest first. */
async function insertMatches(word: string, count: number, { inTitle = false } = {}) {
  const threads = await t.dataSource.query<Array<{ id: number }>>(
    `INSERT INTO forum_threads (category_id, title, content, excerpt, created_at, updated_at)
     SELECT $1, CASE WHEN $4 THEN $2 || ' ' || g ELSE 'Thread ' || g END, 'It says ' || $2, 'It says ' || $2, now() - interval '1 hour' * ($3 - g), now() - interval '1 hour' * ($3 - g)
     FROM generate_series(1, $3::int) AS g ORDER BY g RETURNING id`,
    [categoryId, word, count, inTitle],
  );
  await t.dataSource.query(
    `INSERT INTO forum_posts (thread_id, content, excerpt) SELECT id, 'Reply with ' || $2, 'Reply with ' || $2 FROM unnest($1::int[]) AS id ORDER BY id`,
    [threads.map((thread) => thread.id), word],
  );
  return threads.map((thread) => thread.id);
}

/** Every page of a search, `limit` at a time, until a page says there is no next one. */
async function allPages(query: string, limit: number) {
  const pages: ForumSearchResponse[] = [];
  for (
    let page = 1;
    page === 1 || pages.at(-1)!.threads_pagination.has_next || pages.at(-1)!.posts_pagination.has_next;
    page += 1
  ) {
    pages.push(await search(`${query}&page=${page}&limit=${limit}`));
  }
  return pages;
}

describe('GET /api/forum/search paging', () => {
  it('pages each list: every match once, in rank order, with exact totals', async () => {
    const ids = await insertMatches('pagewordx', 45);
    const pages = await allPages('q=pagewordx', 20);
    expect(pages.map((page) => [page.threads.length, page.posts.length, page.count])).toEqual([
      [20, 20, 40],
      [20, 20, 40],
      [5, 5, 10],
    ]);
    const threadIds = pages.flatMap((page) => page.threads.map((thread) => thread.id));
    expect(threadIds).toEqual([...ids].reverse()); // equal rank: the latest activity first
    expect(new Set(pages.flatMap((page) => page.posts.map((post) => post.id))).size).toBe(45);
    expect(pages[1].threads_pagination).toEqual({
      page: 2,
      limit: 20,
      total_count: 45,
      total_pages: 3,
      has_next: true,
      has_prev: true,
      capped: false,
    });
    expect(pages[2].posts_pagination).toMatchObject({ page: 3, total_count: 45, has_next: false, capped: false });
    const past = await search('q=pagewordx&page=4&limit=20');
    expect(past).toMatchObject({
      threads: [],
      posts: [],
      count: 0,
      threads_pagination: { total_count: 45, has_prev: true },
    });
  });

  it(`answers ${pageSizes.forumSearch} of each by default and at most ${maxPageSize}`, async () => {
    await insertMatches('limitwordx', maxPageSize + 5);
    const first = await search('q=limitwordx');
    expect([first.threads.length, first.posts.length, first.threads_pagination.limit]).toEqual([
      pageSizes.forumSearch,
      pageSizes.forumSearch,
      pageSizes.forumSearch,
    ]);
    const capped = await search('q=limitwordx&limit=100000');
    expect([capped.threads.length, capped.posts.length, capped.posts_pagination.limit]).toEqual([
      maxPageSize,
      maxPageSize,
      maxPageSize,
    ]);
    expect(capped.posts_pagination.total_count).toBe(maxPageSize + 5);
  });

  it.each(['page=0', 'limit=0', 'page=-1', 'limit=1.5', 'page=abc'])('answers 400 for %s', async (query) => {
    expectError(await f.request('GET', `/api/forum/search?q=pagewordx&${query}`), 400);
  });

  it('answers an empty page under 2 characters, with totals of 0', async () => {
    const none = {
      page: 1,
      limit: pageSizes.forumSearch,
      total_count: 0,
      total_pages: 0,
      has_next: false,
      has_prev: false,
      capped: false,
    };
    expect(await search('q=x')).toEqual({
      threads: [],
      posts: [],
      count: 0,
      threads_pagination: none,
      posts_pagination: none,
    });
  });

  it('ranks over pages: title matches first, then whole words, then prefixes', async () => {
    const [oldTitle] = await insertMatches('wobblecrank', 1, { inTitle: true });
    const [wholeWord] = await insertMatches('wobble', 1);
    const prefixes = await insertMatches('wobblecrank', 3);
    const pages = await allPages(`q=wobble&category_id=${categoryId}`, 2);
    expect(pages.flatMap((page) => page.threads.map((thread) => thread.id))).toEqual([
      oldTitle,
      wholeWord,
      ...[...prefixes].reverse(),
    ]);
    expect(pages[0].posts[0].excerpt).toBe('Reply with wobble');
  });

  it(`ranks only the newest ${rankedMatches} matches of a common word, and says that more match`, async () => {
    const [oldTitle] = await insertMatches('commonwordx', 1, { inTitle: true });
    await insertMatches('commonwordx', rankedMatches + 5);
    const [newTitle] = await insertMatches('commonwordx', 1, { inTitle: true });
    const pages = await allPages('q=commonwordx', 100);
    expect(pages).toHaveLength(rankedMatches / 100);
    expect(pages[0].threads[0].id).toBe(newTitle);
    expect(pages.flatMap((page) => page.threads.map((thread) => thread.id))).not.toContain(oldTitle); // the trade-off: docs/search.md
    expect(pages[0].threads_pagination).toMatchObject({
      total_count: rankedMatches,
      total_pages: rankedMatches / 100,
      capped: true,
    });
    expect(pages[0].posts_pagination).toMatchObject({ total_count: rankedMatches, capped: true });
    expect(pages.at(-1)!.posts).toHaveLength(100);
  });
});
