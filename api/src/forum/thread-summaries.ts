import { Injectable } from '@nestjs/common';
import type { ForumThreadSummary } from '@site/contracts';
import { GamesService } from '../lightgun/index.js';
import { toThreadSummary, type ThreadSummarySource } from './forum-response.js';

/** Threads as lists show them, each with the catalogue game it discusses. */
@Injectable()
export class ThreadSummaries {
  constructor(private readonly games: GamesService) {}

  /** One lookup of the games for the whole list, never one per thread (none when no thread has a game). */
  async of(threads: ThreadSummarySource[]): Promise<ForumThreadSummary[]> {
    const games = await this.games.discussedGames(
      threads.flatMap((thread) => (thread.gameId === null ? [] : [thread.gameId])),
    );
    return threads.map((thread) =>
      toThreadSummary(thread, (thread.gameId !== null && games.get(thread.gameId)) || null),
    );
  }
}
