#!/usr/bin/env node
// The bare handler of api-videos.mjs, in a process of its own like the API: Fastify and a pg pool
// of the same size, the statements the API sends (api/src/videos/videos.service.ts: the page with its
// total in one statement, the ranked prefix match) and the same answers, byte for byte, built by the
// API's own functions (its build: run after `npm run build`), so the two differ only in what the API
// does around the statement. Prints its address.
import { videoCategoryValues } from '@site/domain';
import Fastify from 'fastify';
import pg from 'pg';
import { paginationOf } from '../api/dist/http/pagination-query.js';
import { videoFromRow, videoRowColumns } from '../api/dist/videos/video-response.js';

const listSql = `SELECT page.*, counted.total
       FROM (SELECT count(*)::int AS total FROM videos WHERE status = 'published') AS counted
       LEFT JOIN LATERAL (
         SELECT ${videoRowColumns} FROM videos WHERE status = 'published'
         ORDER BY published_at DESC NULLS LAST, id DESC LIMIT $1 OFFSET $2
       ) AS page ON true`;
// The API ranks only the newest 1,000 matches (rankedVideoMatches, docs/search.md).
const searchSql = `WITH newest AS MATERIALIZED (
         SELECT id FROM videos WHERE status = 'published' AND search @@ to_tsquery('english', $1)
         ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 1000
       )
       SELECT ${videoRowColumns} FROM newest JOIN videos USING (id)
       ORDER BY ts_rank(search, to_tsquery('english', $1)) DESC, published_at DESC NULLS LAST, id DESC LIMIT 50`;
const [page, limit] = [1, 18];

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/list', async () => {
  const { rows } = await pool.query(listSql, [limit, (page - 1) * limit]);
  return { videos: rows.filter((row) => row.id !== null).map(videoFromRow), pagination: paginationOf(page, limit, rows[0].total) };
});
app.get('/search', async () => {
  const { rows } = await pool.query(searchSql, ['time:*']);
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
