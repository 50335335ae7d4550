#!/usr/bin/env node
// The bare handler of api-videos.mjs, in a process of its own like the API: Fastify and a pg pool
// of the same size, the statements the API sends (api/src/videos/videos.service.ts: the page with its
// total in one statement, the ranked prefix match), the rows sent as they come. Prints its address.
import Fastify from 'fastify';
import pg from 'pg';

const isoText = (column, field) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${field}"`;
const fields = `id, title, description, thumbnail, duration, views, youtube_id AS "youtubeId", category, status, tags, is_demo AS "isDemo", ${isoText('published_at', 'publishedAt')}, ${isoText('created_at', 'createdAt')}, ${isoText('updated_at', 'updatedAt')}`;
const listSql = `SELECT page.*, counted.total
       FROM (SELECT count(*)::int AS total FROM videos WHERE status = 'published') AS counted
       LEFT JOIN LATERAL (
         SELECT ${fields} FROM videos WHERE status = 'published'
         ORDER BY published_at DESC NULLS LAST, id DESC LIMIT $1 OFFSET $2
       ) AS page ON true`;
// The API ranks only the newest 1,000 matches (rankedVideoMatches, docs/search.md).
const searchSql = `WITH newest AS MATERIALIZED (
         SELECT id FROM videos WHERE status = 'published' AND search @@ to_tsquery('english', $1)
         ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 1000
       )
       SELECT ${fields} FROM newest JOIN videos USING (id)
       ORDER BY ts_rank(search, to_tsquery('english', $1)) DESC, published_at DESC NULLS LAST, id DESC LIMIT 50`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/list', async () => {
  const { rows } = await pool.query(listSql, [18, 0]);
  return { videos: rows.filter((row) => row.id !== null), total: rows[0].total };
});
app.get('/search', async () => ({ videos: (await pool.query(searchSql, ['time:*'])).rows }));
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
