#!/usr/bin/env node
// The bare handler of api-videos.mjs, in a process of its own like the API: Fastify and a pg pool
// of the same size, the statements the API sends (api/src/videos/video-statements.ts: the page with
// its total in one statement, the ranked prefix match) and the same answers, byte for byte, both
// built by the API's own functions (its build: run after `npm run build`), so the two differ only in
// what the API does around the statement. Prints its address.
import { videoCategoryValues } from '@site/domain';
import Fastify from 'fastify';
import pg from 'pg';
import { pageBounds, paginationOf } from '../api/dist/http/pagination-query.js';
import { videoFromRow } from '../api/dist/videos/video-response.js';
import { videoPageStatement, videoSearchStatement } from '../api/dist/videos/video-statements.js';

// What a visitor asks in api-videos.mjs: page 1 of 18, and search for "time" (prefixQuery's tsquery).
const page = 1;
const { limit, offset } = pageBounds(page, 18);
const list = videoPageStatement({ publishedOnly: true, limit, offset });
const search = videoSearchStatement({ publishedOnly: true, tsquery: 'time:*' });

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/list', async () => {
  const { rows } = await pool.query(list.text, list.values);
  return {
    videos: rows.filter((row) => row.id !== null).map(videoFromRow),
    pagination: paginationOf(page, limit, rows[0].total),
  };
});
app.get('/search', async () => {
  const { rows } = await pool.query(search.text, search.values);
  const breakdown = Object.fromEntries(videoCategoryValues.map((category) => [category, 0]));
  for (const row of rows) breakdown[row.category] += 1;
  return { videos: rows.map(videoFromRow), breakdown };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${app.server.address().port}`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
