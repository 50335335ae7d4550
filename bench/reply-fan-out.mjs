#!/usr/bin/env node
// A reply's answer time in a thread nobody watches and in one 10,000 members watch (issue 31, point 9),
// through HTTP against the production site (scripts/serve.mjs) on a fresh PostgreSQL database
// (BENCH_DATABASE_URL, default reply_fan_out_bench on localhost): BENCH_ROUNDS (20) replies to each thread,
// alternately, then how long the 10,000 notifications of the last one take to be written. Asserts nothing.
import pg from 'pg';
import { benchAdmin, startSite } from './serve-site.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/reply_fan_out_bench';
const rounds = Math.max(1, Number.parseInt(process.env.BENCH_ROUNDS ?? '20', 10) || 20);
const watchers = 10_000;

async function freshDatabase() {
  const server = new URL(databaseUrl);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

async function call(site, method, path, token, body) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const round1 = (ms) => Math.round(ms * 10) / 10;

await freshDatabase();
const site = await startSite(8194, {
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  FORUM_POST_RATE_LIMIT_PER_MINUTE: '100000',
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const { access_token: admin } = await call(site, 'POST', '/api/auth/login', undefined, benchAdmin);
  const category = await call(site, 'POST', '/api/forum/categories', admin, { name: 'Bench', description: 'Fan-out' });
  const thread = (title) =>
    call(site, 'POST', `/api/forum/categories/${category.id}/threads`, admin, { title, content: 'Opening post' });
  const quiet = await thread('Nobody watches this');
  const crowded = await thread('Ten thousand watch this');
  // The admin started both, so watches them; the replies come from another member, whom the admin's watch tells.
  const poster = {
    username: 'poster',
    email: 'poster@example.com',
    password: 'bench-poster-77',
    display_name: 'Poster',
  };
  await call(site, 'POST', '/api/auth/register', undefined, poster);
  const { access_token: posterToken } = await call(site, 'POST', '/api/auth/login', undefined, {
    username: poster.username,
    password: poster.password,
  });
  await db.query(
    `INSERT INTO users (username, email, password_hash, display_name)
     SELECT 'w' || i, 'w' || i || '@example.com', 'x', 'Watcher ' || i FROM generate_series(1, $1) i`,
    [watchers],
  );
  await db.query(
    `INSERT INTO forum_thread_watches (user_id, thread_id, level)
     SELECT id, $1, 'watching' FROM users WHERE username LIKE 'w%'`,
    [crowded.id],
  );
  await db.query('VACUUM ANALYZE');

  const times = { quiet: [], crowded: [] };
  let last;
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of [
      ['quiet', quiet],
      ['crowded', crowded],
    ]) {
      const started = performance.now();
      last = await call(site, 'POST', `/api/forum/threads/${target.id}/posts`, posterToken, {
        content: `Reply ${round} to ${name}`,
      });
      times[name].push(performance.now() - started);
    }
  }
  /** Milliseconds from now until the reply's notifications are all written (at most 30 s). */
  const writtenAfter = async (reply) => {
    const started = performance.now();
    for (;;) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM notifications WHERE source_type = 'forum_post' AND source_id = $1`,
        [reply.id],
      );
      if (rows[0].n >= watchers || performance.now() - started > 30_000) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // A burst queues one job per reply: the last waits for those before it.
  const burst = await writtenAfter(last);
  const alone = await call(site, 'POST', `/api/forum/threads/${crowded.id}/posts`, posterToken, {
    content: 'A reply on a quiet evening',
  });
  const single = await writtenAfter(alone);
  console.log(`A reply through POST /api/forum/threads/{id}/posts, ${rounds} each, alternately:`);
  console.table({
    'no watcher': { 'median (ms)': round1(median(times.quiet)), 'p95 (ms)': round1(p95(times.quiet)) },
    [`${watchers.toLocaleString('en')} watchers`]: {
      'median (ms)': round1(median(times.crowded)),
      'p95 (ms)': round1(p95(times.crowded)),
    },
  });
  console.log(
    `Its ${watchers.toLocaleString('en')} notifications written (the fan-out job), after the answer: ` +
      `${round1(single)} ms for a reply alone, ${round1(burst)} ms for the last of the ${rounds} above.`,
  );
} finally {
  await db.end();
  await site.stop();
}
