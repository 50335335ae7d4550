import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobRunner } from '../jobs/job-runner.service.js';

export const postCountCheckQueue = 'post-count-check';

/** A member's forum posts, as `users.post_count` counts them: their threads plus their replies. */
const postsOf = (user: string) =>
  `(SELECT count(*) FROM forum_threads t WHERE t.author_id = ${user})::int + (SELECT count(*) FROM forum_posts p WHERE p.author_id = ${user})::int`;

// One pass over each table (about 0.2 s a million replies), not a count per member.
const driftedSql = `
  SELECT u.id FROM users u
  LEFT JOIN (SELECT author_id, count(*)::int AS n FROM forum_threads WHERE author_id IS NOT NULL GROUP BY author_id) threads ON threads.author_id = u.id
  LEFT JOIN (SELECT author_id, count(*)::int AS n FROM forum_posts WHERE author_id IS NOT NULL GROUP BY author_id) replies ON replies.author_id = u.id
  WHERE u.post_count <> coalesce(threads.n, 0) + coalesce(replies.n, 0)
  ORDER BY u.id`;

export interface RepairedCount {
  userId: number;
  was: number;
  now: number;
}

/**
 * The forum's count triggers (migration 1795920001000) are `users.post_count`'s only writer; this
 * check, on the job runner every CONSISTENCY_CHECK_EVERY (1d), finds a count that drifted anyway (a
 * trigger disabled for a bulk load, rows restored or edited by hand) and repairs it, as Discourse's
 * EnsureDbConsistency does. Each member is set right in a transaction of its own that first locks their
 * row: a post being written meanwhile either waits and then adds to the repaired count, or was
 * committed before and is counted, so the repair never undoes a concurrent write.
 */
@Injectable()
export class PostCountCheck implements OnModuleInit {
  private readonly logger = new Logger('PostCountCheck');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.consistencyCheckEvery;
    if (!every) return;
    this.jobs.schedule({
      name: postCountCheckQueue,
      cron: every.cron,
      expireInSeconds: 15 * 60,
      run: () => this.run(),
    });
  }

  async run(): Promise<void> {
    const repaired = await this.repair();
    if (repaired.length === 0) return;
    const shown = repaired.slice(0, 20).map(({ userId, was, now }) => `user ${userId}: ${was} -> ${now}`);
    this.logger.warn(
      `Repaired ${repaired.length} post counts (${shown.join(', ')}${repaired.length > 20 ? ', ...' : ''})`,
    );
  }

  /** Sets every drifted `users.post_count` to its member's threads plus replies; answers what changed. */
  async repair(): Promise<RepairedCount[]> {
    const drifted = await this.dataSource.query<Array<{ id: number }>>(driftedSql);
    const repaired: RepairedCount[] = [];
    for (const { id } of drifted) {
      const change = await this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<Array<{ post_count: number }>>(
          `SELECT post_count FROM users WHERE id = $1 FOR NO KEY UPDATE`,
          [id],
        );
        if (!row) return null;
        // Read after the lock: every write to this member's count before it is committed and seen.
        const [{ count }] = await manager.query<Array<{ count: number }>>(`SELECT ${postsOf('$1')} AS count`, [id]);
        if (count === row.post_count) return null;
        await manager.query(`UPDATE users SET post_count = $2 WHERE id = $1`, [id, count]);
        return { userId: id, was: row.post_count, now: count };
      });
      if (change) repaired.push(change);
    }
    return repaired;
  }
}
