#!/usr/bin/env node
// The API's rate-limit store (api/src/auth/rate-limit/postgres-throttler-storage.ts) against
// rate-limiter-flexible's RateLimiterPostgres, side by side on one PostgreSQL and one pg pool of 10
// (the API's): a loop of N counted hits, 50 at a time, over 200 keys (clients); the same stores in
// front of a bare HTTP handler; then a burst across a window boundary (limits 1,000,000 but there:
// every hit is let through and counted). Needs the API's build (npm run build -w api). DATABASE_URL, else an embedded
// server.
import 'reflect-metadata';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { PostgresThrottlerStorage } from '../api/dist/auth/rate-limit/postgres-throttler-storage.js';
import { dataSourceOptions } from '../api/dist/database/data-source-options.js';
import { poolOf } from '../api/dist/database/driver-internals.js';
import { startEmbeddedDatabase } from '../api/dist/database/embedded-database.js';
import { prepareDatabase } from '../api/dist/database/prepare-database.js';

const hits = Number.parseInt(process.env.BENCH_HITS ?? '20000', 10);
const concurrency = 50;
const keys = 200;
const minute = 60_000;
const rounds = Math.max(1, Number.parseInt(process.env.BENCH_ROUNDS ?? '3', 10) || 3);

const folder = path.resolve(import.meta.dirname, '..', '.data', 'bench-throttler-db');
let database;
if (!process.env.DATABASE_URL) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  database = await startEmbeddedDatabase(folder, { log: () => {} });
}
const url = process.env.DATABASE_URL ?? database.url;
await prepareDatabase(url);
const dataSource = await new DataSource(dataSourceOptions(url, { connectMs: 5_000, statementMs: 10_000 })).initialize();

/** Runs `hit(i)` for i < n, `concurrency` at a time; per-call latencies and how many were let through. */
async function loop(n, hit) {
  const latencies = new Float64Array(n);
  let next = 0;
  let allowed = 0;
  const before = checkouts;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        if (await hit(i)) allowed += 1;
        latencies[i] = performance.now() - t;
      }
    }),
  );
  const ms = performance.now() - started;
  // The batched store writes its hits a second later.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const sorted = latencies.sort();
  return {
    perSecond: (n / ms) * 1000,
    p50: sorted[Math.floor(n * 0.5)],
    p99: sorted[Math.floor(n * 0.99)],
    allowed,
    statements: checkouts - before,
  };
}

const ours = new PostgresThrottlerStorage(dataSource);
const pool = poolOf(dataSource);
// Both stores check a connection out of the pool once per statement they send.
let checkouts = 0;
pool.on('acquire', () => (checkouts += 1));
const flexible = await new Promise((resolve, reject) => {
  const limiter = new RateLimiterPostgres(
    {
      storeClient: pool,
      storeType: 'pool',
      tableName: 'bench_rate_limiter_flexible',
      points: 1_000_000,
      duration: 60,
      clearExpiredByTimeout: false,
    },
    (error) => (error ? reject(error) : resolve(limiter)),
  );
});
const passes = (promise) =>
  promise.then(
    () => true,
    (result) => {
      if (result instanceof Error) throw result;
      return false;
    },
  );

const contenders = {
  'ours, batched (the general limit on every request)': (i) =>
    ours.increment(`bench-b-${i % keys}`, minute, 1_000_000, minute, 'default').then((r) => !r.isBlocked),
  'ours, exact (strict and posting limits)': (i) =>
    ours.increment(`bench-e-${i % keys}`, minute, 1_000_000, minute, 'strict').then((r) => !r.isBlocked),
  'rate-limiter-flexible consume (fixed window)': (i) => passes(flexible.consume(`bench-f-${i % keys}`)),
  // What a sliding window over two fixed ones costs on it: this window's key consumed, the previous one's read.
  'rate-limiter-flexible, sliding (consume + get)': (i) => {
    const window = Math.floor(Date.now() / minute);
    return Promise.all([
      passes(flexible.consume(`bench-s-${i % keys}:${window}`)),
      flexible.get(`bench-s-${i % keys}:${window - 1}`),
    ]).then(([ok]) => ok);
  },
};

const results = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
await loop(2_000, contenders['ours, exact (strict and posting limits)']); // warm-up: connections, plans
await loop(2_000, contenders['rate-limiter-flexible consume (fixed window)']);
for (let round = 0; round < rounds; round += 1)
  for (const [name, hit] of Object.entries(contenders)) results[name].push(await loop(hits, hit));

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `${hits} hits per run, ${concurrency} at a time over ${keys} keys, pool of 10, medians of ${rounds} runs (load average ${(await import('node:os')).loadavg()[0].toFixed(1)}):`,
);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        'hits/s': Math.round(median(runs.map((r) => r.perSecond))),
        'p50 ms': Number(median(runs.map((r) => r.p50)).toFixed(3)),
        'p99 ms': Number(median(runs.map((r) => r.p99)).toFixed(2)),
        'statements per 1,000 hits': Number(((median(runs.map((r) => r.statements)) / hits) * 1000).toFixed(1)),
      },
    ]),
  ),
);

// The same stores where the general limit runs: before every request of a bare Fastify handler
// whose work is one read statement on the same pool (as the videos list's), autocannon on
// loopback, 50 connections from 200 client addresses (a header), runs taking turns.
const app = Fastify();
const routeOf = (name) => `/${name.replace(/[^a-z]+/g, '-')}`;
const limiters = {
  'no limit': async () => true,
  'ours, batched': (client) =>
    ours.increment(`bench-h-${client}`, minute, 1_000_000, minute, 'default').then((r) => !r.isBlocked),
  'rate-limiter-flexible consume': (client) => passes(flexible.consume(`bench-h-${client}`)),
};
for (const [name, limit] of Object.entries(limiters)) {
  app.get(routeOf(name), async (request, reply) => {
    if (!(await limit(request.headers['x-client']))) return reply.code(429).send({ detail: 'Too many requests' });
    return (await pool.query('SELECT id, now() AS at FROM generate_series(1, 18) AS id')).rows;
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;
const httpRuns = Object.fromEntries(Object.keys(limiters).map((name) => [name, []]));
const requestsTo = (route) =>
  Array.from({ length: keys }, (_, client) => ({
    method: 'GET',
    path: route,
    headers: { 'x-client': String(client) },
  }));
for (let round = 0; round < rounds; round += 1) {
  for (const name of Object.keys(limiters)) {
    const before = checkouts;
    const route = routeOf(name);
    const result = await autocannon({
      url: `${base}${route}`,
      connections: concurrency,
      duration: 3,
      requests: requestsTo(route),
    });
    httpRuns[name].push({
      perSecond: result.requests.average,
      p99: result.latency.p99,
      statements: (checkouts - before) / result.requests.total,
      non2xx: result.non2xx,
    });
  }
}
await app.close();
console.log(
  `A bare handler with one read statement per request, each store counting every request, ${concurrency} connections, medians of ${rounds} runs of 3 s:`,
);
console.table(
  Object.fromEntries(
    Object.entries(httpRuns).map(([name, runs]) => [
      name,
      {
        'req/s': Math.round(median(runs.map((r) => r.perSecond))),
        'p99 ms': median(runs.map((r) => r.p99)),
        'statements per request': Number(median(runs.map((r) => r.statements)).toFixed(2)),
        'non-2xx': Math.max(...runs.map((r) => r.non2xx)),
      },
    ]),
  ),
);

// A burst across a window boundary, limit 10 per 2 s: 1 hit opens the window, 9 come just before
// its end, 10 just after. The sliding window lets 10 of the 20 through; a fixed one all 20.
const ttl = 2_000;
const limit = 10;
const start = Math.ceil((Date.now() + 100) / ttl) * ttl; // ours aligns windows on the epoch
const at = (time) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
const burstFlexible = new RateLimiterPostgres({
  storeClient: pool,
  storeType: 'pool',
  tableName: 'bench_rate_limiter_flexible',
  tableCreated: true,
  points: limit,
  duration: ttl / 1000,
});
const ourHit = () => ours.increment('bench-burst', ttl, limit, ttl, 'strict').then((r) => !r.isBlocked);
const theirHit = () => passes(burstFlexible.consume('bench-burst'));
const let_through = { ours: 0, 'rate-limiter-flexible': 0 };
const burst = async (n) => {
  for (let i = 0; i < n; i += 1) {
    const [a, b] = await Promise.all([ourHit(), theirHit()]);
    let_through.ours += a ? 1 : 0;
    let_through['rate-limiter-flexible'] += b ? 1 : 0;
  }
};
await at(start);
await burst(1);
await at(start + ttl - 100);
await burst(limit - 1);
await at(start + ttl + 20);
await burst(limit);
console.log(
  `Burst across a window boundary, limit ${limit} per ${ttl / 1000} s: 1 hit, then ${2 * limit - 1} in about 120 ms around the window's end:`,
);
console.table({ 'let through': let_through });

ours.onApplicationShutdown();
await dataSource.query('DROP TABLE IF EXISTS bench_rate_limiter_flexible');
await dataSource.destroy();
await database?.stop();
