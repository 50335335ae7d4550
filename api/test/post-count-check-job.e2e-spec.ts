import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCountCheckQueue } from '../src/forum/post-count-check.service.js';
import { sendJob } from './support/jobs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The post-count check as a job of the job runner (its own app: the other test apps run no job runner).
// The schedule's ticks are pg-boss's; here a job is sent by hand and the app's worker (polling every
// 2 s) takes it and repairs.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CONSISTENCY_CHECK_EVERY: '1h' });
});

afterAll(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the post-count check on the job runner', () => {
  it('is scheduled by CONSISTENCY_CHECK_EVERY, one at a time, and repairs a drifted count when its job comes', async () => {
    expect(
      await t.dataSource.query(`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = $1`, [
        postCountCheckQueue,
      ]),
    ).toEqual([{ name: postCountCheckQueue, cron: '0 */1 * * *', timezone: 'UTC' }]);
    expect(
      await t.dataSource.query(`SELECT policy, retry_limit FROM pgboss.queue WHERE name = $1`, [postCountCheckQueue]),
    ).toEqual([{ policy: 'stately', retry_limit: 0 }]);

    const [{ id }] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO users (username, email, password_hash, display_name, post_count) VALUES ('drifted', 'drifted@example.com', 'x', 'Drifted', 12) RETURNING id`,
    );
    expect(await sendJob(t, postCountCheckQueue)).not.toBeNull();
    const count = async () =>
      (await t.dataSource.query<Array<{ post_count: number }>>(`SELECT post_count FROM users WHERE id = $1`, [id]))[0]
        .post_count;
    const deadline = Date.now() + 20_000;
    while ((await count()) !== 0 && Date.now() < deadline) await sleep(250);
    expect(await count()).toBe(0);
  });
});
