#!/usr/bin/env node
// The bare handler of api-videos.mjs, in a process of its own like the API: Fastify and a pg pool
// of the same size, the statements the API sends (api/src/videos/videos.service.ts: the page with its
// total in one statement, the ranked prefix match) and the same answers, byte for byte (the fields
// clients read, the page and the category breakdown), so the two differ only in what the API does
// around the statement. Prints its address.
import { embedUrl, thumbnailUrl, videoCategoryValues, watchUrl } from '@site/domain';
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

// A row as the API's videoFromRow answers it (api/src/videos/video-response.ts).
const video = (row) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  thumbnail: row.thumbnail || thumbnailUrl(row.youtubeId),
  duration: row.duration,
  views: row.views,
  youtube_id: row.youtubeId,
  youtube_url: watchUrl(row.youtubeId),
  embed_url: embedUrl(row.youtubeId),
  category: row.category,
  status: row.status,
  tags: row.tags,
  published_at: row.publishedAt,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  is_demo: row.isDemo,
});
const [page, limit] = [1, 18];

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/list', async () => {
  const { rows } = await pool.query(listSql, [limit, (page - 1) * limit]);
  const total = rows[0].total;
  const pages = Math.ceil(total / limit);
  return {
    videos: rows.filter((row) => row.id !== null).map(video),
    pagination: { page, limit, total_count: total, total_pages: pages, has_next: page < pages, has_prev: page > 1 },
  };
});
app.get('/search', async () => {
  const { rows } = await pool.query(searchSql, ['time:*']);
  const breakdown = Object.fromEntries(videoCategoryValues.map((category) => [category, 0]));
  for (const row of rows) breakdown[row.category] += 1;
  return { videos: rows.map(video), breakdown };
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
