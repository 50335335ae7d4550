#!/usr/bin/env node
// Size and time of the forum's and the news' busiest reads at scale (issue 17): seeds a PostgreSQL
// database once (forum-scale-seed.mjs; BENCH_DATABASE_URL, default lightgun_bench on localhost),
// starts the production API on it and measures each route with autocannon for 1 and 10 clients
// (BENCH_SECONDS each, default 5; BENCH_ONLY=search measures the routes named so). Routes are asked
// with their default parameters. Asserts nothing;
// a time of NaN means no answer came within the run (errors counts timeouts, after 10 s).
import autocannon from 'autocannon';
import pg from 'pg';
import { isSeeded, rareWord, seed } from './forum-scale-seed.mjs';
import { startSite } from './serve-site.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/lightgun_bench';
const seconds = Number.parseInt(process.env.BENCH_SECONDS ?? '5', 10) || 5;
const log = (line) => console.log(`[forum-scale] ${line}`);

/** Creates the bench database when missing (through the server's `postgres` database). */
async function ensureDatabase() {
  const target = new URL(databaseUrl);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  const name = decodeURIComponent(target.pathname.slice(1));
  const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rows.length) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

/** One route for `connections` clients: latencies of every answer, from autocannon's own timing. */
async function measure(url, connections) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  // Answers still running when the run ends would slow the next one: one more request waits for them.
  await fetch(url);
  const rps = Math.round(result.requests.total / (result.duration || seconds));
  return { p50: at(0.5), p95: at(0.95), rps, errors: result.errors + result.timeouts + result.non2xx };
}

/** The JSON's size as sent uncompressed, in KB; the status instead when it fails (a route that times out at scale). */
async function sizeOf(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return response.ok ? Math.round(bytes / 102.4) / 10 : `HTTP ${response.status}`;
}

await ensureDatabase();
// The API migrates the database and adds its demo content before the forum is seeded.
const site = await startSite(8193, { DATABASE_URL: databaseUrl });
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  if (!(await isSeeded(client))) {
    const started = Date.now();
    await seed(client, log);
    log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  // A steady state: autovacuum would otherwise analyze the freshly filled tables mid-run.
  await client.query('VACUUM ANALYZE');
  const { rows: counts } = await client.query(`SELECT
      (SELECT count(*) FROM forum_threads)::int AS threads, (SELECT count(*) FROM forum_posts)::int AS replies,
      (SELECT count(*) FROM news)::int AS news,
      (SELECT id FROM forum_threads ORDER BY reply_count DESC LIMIT 1) AS big_thread,
      (SELECT category_id FROM forum_threads GROUP BY category_id ORDER BY count(*) DESC LIMIT 1) AS category`);
  const { threads, replies, news, big_thread, category } = counts[0];
  const routes = {
    'forum home': '/api/forum/categories',
    'category page': `/api/forum/categories/${category}/threads`,
    'busiest thread': `/api/forum/threads/${big_thread}`,
    'news list': '/api/news/',
    'search "gun"': '/api/forum/search?q=gun',
    [`search "${rareWord}"`]: `/api/forum/search?q=${rareWord}`,
    'search "gun" in a category': `/api/forum/search?q=gun&category_id=${category}`,
    'video search "time"': '/api/videos/search?q=time',
  };
  const rows = {};
  const only = process.env.BENCH_ONLY; // e.g. 'search': the routes whose name holds it
  for (const [name, path] of Object.entries(routes).filter(([name]) => !only || name.includes(only))) {
    const url = site.url + path;
    const size = await sizeOf(url);
    await autocannon({ url, connections: 10, duration: 1 }); // warm-up, not counted
    const one = await measure(url, 1);
    const ten = await measure(url, 10);
    rows[name] = {
      KB: size,
      '1: p50 ms': one.p50,
      '1: p95 ms': one.p95,
      '1: req/s': one.rps,
      '10: p50 ms': ten.p50,
      '10: p95 ms': ten.p95,
      '10: req/s': ten.rps,
      errors: one.errors + ten.errors,
    };
  }
  console.log(`${threads} threads, ${replies} replies, ${news} articles; ${seconds} s per run, 1 and 10 clients:`);
  console.table(rows);
} finally {
  await client.end();
  await site.stop();
}
