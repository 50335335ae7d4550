import { Injectable } from '@nestjs/common';
import type { ForumThreadSummary } from '@site/contracts';
import { GamesService } from '../lightgun/index.js';
import type { User } from '../users/index.js';
import { toThreadSummary, type ThreadSummarySource } from './forum-response.js';
import { ThreadReads } from './thread-reads.service.js';

/** Threads as lists show them, each with the catalogue game it discusses and, for a member, what they have not read. */
@Injectable()
export class ThreadSummaries {
  constructor(
    private readonly games: GamesService,
    private readonly reads: ThreadReads,
  ) {}

  /** One lookup of the games and one of the viewer's reads for the whole list, never one per thread. */
  async of(threads: ThreadSummarySource[], viewer?: User | null): Promise<ForumThreadSummary[]> {
    const [games, reads] = await Promise.all([
      this.games.discussedGames(threads.flatMap((thread) => (thread.gameId === null ? [] : [thread.gameId]))),
      viewer
        ? this.reads.states(
            viewer.id,
            threads.map((thread) => thread.id),
          )
        : new Map(),
    ]);
    return threads.map((thread) =>
      toThreadSummary(thread, (thread.gameId !== null && games.get(thread.gameId)) || null, reads.get(thread.id)),
    );
  }
}
