import type { ForumCategory } from '@site/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostCountCheck } from '../src/forum/post-count-check.service.js';
import { bearer } from './support/accounts.js';
import { bootForum, type ForumApi, pause, regular } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// users.post_count: the forum's count triggers are its one writer, whoever writes the rows; the
// consistency check repairs what drifts anyway, never undoing a write made while it runs.

let t: TestApp;
let f: ForumApi;
let admin: string;
let category: ForumCategory;

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f, admin } = booted);
  category = await f.createCategory(admin, { name: 'Count tests' });
});

afterAll(async () => {
  await t.close();
});

const member = async () => {
  const account = await regular(t);
  return { id: account.user.id, token: account.access_token };
};
const storedCount = async (userId: number) =>
  (await t.dataSource.query<Array<{ post_count: number }>>(`SELECT post_count FROM users WHERE id = $1`, [userId]))[0]
    .post_count;
const insertThread = (authorId: number | null) =>
  t.dataSource
    .query<Array<{ id: number }>>(
      `INSERT INTO forum_threads (category_id, title, content, author_id) VALUES ($1, 'By SQL', 'Written by hand', $2) RETURNING id`,
      [category.id, authorId],
    )
    .then(([row]) => row.id);

describe('the count triggers', () => {
  it('count threads and replies written outside the API, many at once, and moved to another author', async () => {
    const [a, b] = [await member(), await member()];
    const thread = await insertThread(a.id);
    await t.dataSource.query(
      `INSERT INTO forum_posts (thread_id, content, author_id) SELECT $1, 'Reply ' || g, CASE WHEN g % 3 = 0 THEN $3::int ELSE $2::int END FROM generate_series(1, 9) g`,
      [thread, a.id, b.id],
    );
    expect([await storedCount(a.id), await storedCount(b.id)]).toEqual([7, 3]);
    await t.dataSource.query(`UPDATE forum_posts SET author_id = $2 WHERE thread_id = $1 AND author_id = $3`, [
      thread,
      b.id,
      a.id,
    ]);
    expect([await storedCount(a.id), await storedCount(b.id)]).toEqual([1, 9]);
    // The thread goes with its replies (a cascade): each author loses what went.
    await t.dataSource.query(`DELETE FROM forum_threads WHERE id = $1`, [thread]);
    expect([await storedCount(a.id), await storedCount(b.id)]).toEqual([0, 0]);
  });

  it("keep the other authors' counts when an account is deleted", async () => {
    const [gone, stays] = [await member(), await member()];
    const thread = await f.createThread(gone.token, category.id);
    await f.reply(stays.token, thread.id);
    await f.reply(gone.token, thread.id);
    const removed = await t.request({ method: 'DELETE', url: `/api/auth/users/${gone.id}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);
    expect(await storedCount(stays.id)).toBe(1);
    expect((await f.thread(thread.id)).author.post_count).toBe(0);
  });
});

describe('the consistency check', () => {
  it('finds the counts that drifted and sets them to the rows; nothing the second time', async () => {
    const [a, b, right] = [await member(), await member(), await member()];
    await f.createThread(a.token, category.id);
    const thread = await f.createThread(right.token, category.id);
    await f.reply(b.token, thread.id);
    await t.dataSource.query(`ALTER TABLE forum_posts DISABLE TRIGGER forum_posts_counted_in`);
    try {
      await f.reply(b.token, thread.id);
    } finally {
      await t.dataSource.query(`ALTER TABLE forum_posts ENABLE TRIGGER forum_posts_counted_in`);
    }
    await t.dataSource.query(`UPDATE users SET post_count = 40 WHERE id = $1`, [a.id]);
    const check = t.app.get(PostCountCheck);
    const repaired = await check.repair();
    expect(repaired.filter((change) => [a.id, b.id, right.id].includes(change.userId))).toEqual([
      { userId: a.id, was: 40, now: 1 },
      { userId: b.id, was: 1, now: 2 },
    ]);
    expect([await storedCount(a.id), await storedCount(b.id), await storedCount(right.id)]).toEqual([1, 2, 1]);
    expect(await check.repair()).toEqual([]);
  });

  it('waits for a reply being written to a drifted count and keeps it', async () => {
    const writer = await member();
    const thread = await f.createThread(writer.token, category.id);
    await t.dataSource.query(`UPDATE users SET post_count = 50 WHERE id = $1`, [writer.id]);
    // A reply written in SQL, its transaction held open: the trigger has locked the writer's row.
    const session = new pg.Client({ connectionString: t.config.databaseUrl });
    await session.connect();
    try {
      await session.query('BEGIN');
      await session.query(`INSERT INTO forum_posts (thread_id, content, author_id) VALUES ($1, 'Meanwhile', $2)`, [
        thread.id,
        writer.id,
      ]);
      const repair = t.app.get(PostCountCheck).repair();
      await pause(300);
      await session.query('COMMIT');
      expect((await repair).find((change) => change.userId === writer.id)).toEqual({
        userId: writer.id,
        was: 51,
        now: 2,
      });
    } finally {
      await session.end();
    }
    expect(await storedCount(writer.id)).toBe(2);
  });
});
