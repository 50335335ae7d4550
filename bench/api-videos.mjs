#!/usr/bin/env node
// Videos API against a bare Fastify + pg handler running the same SQL on the same database,
// with 1,000 videos. Prints req/s, p99 and the API / bare ratio; asserts nothing.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../api/dist/database/embedded-database.js';
import { benchAdmin, startSite } from './serve-site.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const videoCount = 1000;
const columns = 'id, title, description, thumbnail, duration, views, youtube_id, category, status, tags, published_at, created_at, updated_at';
// The statements the API runs for the two routes (list: page and count; search: ranked prefix match).
const listSql = `SELECT ${columns} FROM videos WHERE status = 'published' ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 18 OFFSET 0`;
const countSql = `SELECT count(*)::int AS n FROM videos WHERE status = 'published'`;
const searchSql = `SELECT ${columns}, ts_rank(search, to_tsquery('english', 'time:*')) AS rank FROM videos WHERE status = 'published' AND search @@ to_tsquery('english', 'time:*') ORDER BY rank DESC, published_at DESC NULLS LAST LIMIT 50`;

const dbFolder = path.join(repoRoot, '.data', 'bench-videos-db');
rmSync(dbFolder, { recursive: true, force: true });
mkdirSync(dbFolder, { recursive: true });
const database = await startEmbeddedDatabase(dbFolder, { log: () => {} });
const site = await startSite(8192, { DATABASE_URL: database.url });
const pool = new pg.Pool({ connectionString: database.url, max: 10 });
const bare = Fastify();
bare.get('/list', async () => {
  const [rows, count] = await Promise.all([pool.query(listSql), pool.query(countSql)]);
  return { videos: rows.rows, total: count.rows[0].n };
});
bare.get('/search', async () => ({ videos: (await pool.query(searchSql)).rows }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;

async function seed() {
  const login = await fetch(`${site.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(benchAdmin) });
  const { access_token } = await login.json();
  const words = ['Time Crisis', 'House of the Dead', 'Point Blank', 'Virtua Cop', 'Duck Hunt', 'Operation Wolf', 'Lethal Enforcers', 'Silent Scope'];
  const existing = (await (await fetch(`${site.url}/api/videos/?limit=1`)).json()).pagination.total_count;
  for (let i = existing; i < videoCount; i += 1) {
    const id = `b${String(i).padStart(10, '0')}`;
    const response = await fetch(`${site.url}/api/videos/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ title: `${words[i % words.length]} session ${i}`, youtube_url: `https://youtu.be/${id}`, category: ['on-rail', 'gallery', 'arcade', 'modern'][i % 4], description: `Bench video ${i}`, tags: [words[(i + 3) % words.length]] }),
    });
    if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  }
}

const measure = async (url) => {
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

try {
  await seed();
  const rows = {};
  for (const [name, apiPath, barePath] of [
    ['list page 1 (18)', '/api/videos/?page=1&limit=18', '/list'],
    ['search "time"', '/api/videos/search?q=time', '/search'],
  ]) {
    const api = await measure(`${site.url}${apiPath}`);
    const raw = await measure(`${bareUrl}${barePath}`);
    rows[name] = { 'API req/s': api.rps, 'API p99 ms': api.p99, 'bare req/s': raw.rps, 'bare p99 ms': raw.p99, 'API / bare': Number((api.rps / raw.rps).toFixed(2)), errors: api.errors + raw.errors };
  }
  console.log(`Videos API vs bare Fastify + pg, ${videoCount} videos, 50 connections, 10 s each:`);
  console.table(rows);
} finally {
  await bare.close();
  await pool.end();
  await site.stop();
  await database.stop();
}
