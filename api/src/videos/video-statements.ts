import { videoRowColumns } from './video-response.js';

/**
 * Search ranks only the newest matches (in index order), so its cost does not grow with the matches (docs/search.md).
 */
export const rankedVideoMatches = 1000;
const searchResultLimit = 50;

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A page of the list with its total in one round trip, each on its own plan (a window count would
 * read every matching row in full); past the last page, one row still carries the total and no video.
 */
export function videoPageStatement({
  publishedOnly,
  category,
  gameId,
  limit,
  offset,
}: {
  publishedOnly: boolean;
  category?: string;
  gameId?: number;
  limit: number;
  offset: number;
}): Statement {
  const conditions = publishedOnly ? ["status = 'published'"] : [];
  const values: unknown[] = [];
  if (category) conditions.push(`category = $${values.push(category)}`);
  if (gameId !== undefined) conditions.push(`game_id = $${values.push(gameId)}`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT page.*, counted.total
       FROM (SELECT count(*)::int AS total FROM videos ${where}) AS counted
       LEFT JOIN LATERAL (
         SELECT ${videoRowColumns} FROM videos ${where}
         ORDER BY published_at DESC NULLS LAST, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}
       ) AS page ON true`,
    values: [...values, limit, offset],
  };
}

/** The best matches of a prefix tsquery among the newest `rankedVideoMatches` that match. */
export function videoSearchStatement({
  publishedOnly,
  tsquery,
}: {
  publishedOnly: boolean;
  tsquery: string;
}): Statement {
  const visible = publishedOnly ? "status = 'published' AND" : '';
  return {
    text: `WITH newest AS MATERIALIZED (
         SELECT id FROM videos WHERE ${visible} search @@ to_tsquery('english', $1)
         ORDER BY published_at DESC NULLS LAST, id DESC LIMIT ${rankedVideoMatches}
       )
       SELECT ${videoRowColumns} FROM newest JOIN videos USING (id)
       ORDER BY ts_rank(search, to_tsquery('english', $1)) DESC, published_at DESC NULLS LAST, id DESC LIMIT ${searchResultLimit}`,
    values: [tsquery],
  };
}
