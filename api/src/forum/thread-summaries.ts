import type { CompatibilityRating, DiscussedGame, ForumThreadSummary } from '@site/contracts';
import type { EntityManager } from 'typeorm';
import { coverPath } from '../lightgun/game-response.js';
import { toThreadSummary, type ThreadSummarySource } from './forum-response.js';

type GameRow = { id: number; title: string; platform: string; box_art_url: string; tier: CompatibilityRating | null };

/** The games of these ids as a thread's card shows them, read in one statement. */
async function discussedGames(db: Pick<EntityManager, 'query'>, ids: number[]): Promise<Map<number, DiscussedGame>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<GameRow[]>(
    `SELECT game.id, game.title, platform.name AS platform, game.box_art_url, game.compatibility_tier AS tier
     FROM games game JOIN platforms platform ON platform.id = game.platform_id
     WHERE game.id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  // The box art as the Game answer gives it: its own, else the generated cover.
  return new Map(
    rows.map((row) => [row.id, { id: row.id, title: row.title, platform: row.platform, boxart: row.box_art_url || coverPath(row.id), tier: row.tier }]),
  );
}

/** Threads as lists show them, each with its game: one lookup for the whole list, never one per thread. */
export async function threadSummaries(db: Pick<EntityManager, 'query'>, threads: ThreadSummarySource[]): Promise<ForumThreadSummary[]> {
  const games = await discussedGames(
    db,
    threads.flatMap((thread) => (thread.gameId === null ? [] : [thread.gameId])),
  );
  return threads.map((thread) => toThreadSummary(thread, (thread.gameId !== null && games.get(thread.gameId)) || null));
}
