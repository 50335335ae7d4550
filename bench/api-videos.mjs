#!/usr/bin/env node
// Videos API against a bare Fastify + pg handler (bare-videos-server.mjs) running the statements the
// API sends, on the same database with 1,000 videos, each server in a process of its own. The two
// take turns in short runs (BENCH_ROUNDS of 3 s each, 8 by default), so other work on the machine
// weighs on both alike; prints req/s over all rounds, the median p99 and the API / bare ratios.
// Asserts nothing.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startEmbeddedDatabase } from '../api/dist/database/embedded-database.js';
import { benchAdmin, startSite } from './serve-site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const videoCount = 1000;
const rounds = Math.max(1, Number.parseInt(process.env.BENCH_ROUNDS ?? '8', 10) || 8);

const dbFolder = path.join(repoRoot, '.data', 'bench-videos-db');
rmSync(dbFolder, { recursive: true, force: true });
mkdirSync(dbFolder, { recursive: true });
const database = await startEmbeddedDatabase(dbFolder, { log: () => {} });
const site = await startSite(8192, { DATABASE_URL: database.url });

/** The bare server, started once the API has migrated the database. */
async function startBare() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-videos-server.mjs')], {
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => (lines.close(), resolve(line)));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  const stop = () =>
    new Promise((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
    );
  return { url, stop };
}

async function seed() {
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  const { access_token } = await login.json();
  const words = [
    'Time Crisis',
    'House of the Dead',
    'Point Blank',
    'Virtua Cop',
    'Duck Hunt',
    'Operation Wolf',
    'Lethal Enforcers',
    'Silent Scope',
  ];
  const existing = (await (await fetch(`${site.url}/api/videos/?limit=1`)).json()).pagination.total_count;
  for (let i = existing; i < videoCount; i += 1) {
    const id = `b${String(i).padStart(10, '0')}`;
    const response = await fetch(`${site.url}/api/videos/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({
        title: `${words[i % words.length]} session ${i}`,
        youtube_url: `https://youtu.be/${id}`,
        category: ['on-rail', 'gallery', 'arcade', 'modern'][i % 4],
        description: `Bench video ${i}`,
        tags: [words[(i + 3) % words.length]],
      }),
    });
    if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  }
}

const measure = async (url) => {
  const result = await autocannon({ url, connections: 50, duration: 3 });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (runs) => ({
  rps: Math.round(runs.reduce((sum, run) => sum + run.requests, 0) / runs.reduce((sum, run) => sum + run.seconds, 0)),
  p99: median(runs.map((run) => run.p99)),
});

let bare;
try {
  await seed();
  // A steady state: autovacuum would otherwise analyze the freshly filled table in the middle of a run.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('VACUUM ANALYZE videos');
  await client.end();
  bare = await startBare();
  const routes = [
    ['list page 1 (18)', `${site.url}/api/videos/?page=1&limit=18`, `${bare.url}/list`],
    ['search "time"', `${site.url}/api/videos/search?q=time`, `${bare.url}/search`],
  ];
  // A first pass warms both servers (JIT, pools, caches) and is not counted.
  for (const [, apiUrl, bareUrl] of routes)
    for (const url of [apiUrl, bareUrl]) await autocannon({ url, connections: 50, duration: 3 });
  const rows = {};
  for (const [name, apiUrl, bareUrl] of routes) {
    const runs = { api: [], bare: [] };
    for (let round = 0; round < rounds; round += 1) {
      runs.api.push(await measure(apiUrl));
      runs.bare.push(await measure(bareUrl));
    }
    const api = summary(runs.api);
    const raw = summary(runs.bare);
    rows[name] = {
      'API req/s': api.rps,
      'API p99 ms': api.p99,
      'bare req/s': raw.rps,
      'bare p99 ms': raw.p99,
      'req/s API / bare': Number((api.rps / raw.rps).toFixed(2)),
      'p99 API / bare': Number((api.p99 / raw.p99).toFixed(2)),
      errors: [...runs.api, ...runs.bare].reduce((sum, run) => sum + run.errors, 0),
    };
  }
  console.log(
    `Videos API vs bare Fastify + pg, ${videoCount} videos, 50 connections, ${rounds} alternating rounds of 3 s each:`,
  );
  console.table(rows);
} finally {
  await bare?.stop();
  await site.stop();
  await database.stop();
}
