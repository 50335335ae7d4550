import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { User } from '../../users/index.js';
import { PostgresThrottlerStorage } from './postgres-throttler-storage.js';

const window = 60_000;

/**
 * New categories, threads, replies, compatibility reports and news, and edits of them, per user per
 * minute, one budget (an edit is rendered and indexed again, as costly as a new post),
 * counted in the throttler's own storage (PostgreSQL, exact across API processes: not a batched throttler name).
 */
@Injectable()
export class PostingLimit {
  constructor(
    private readonly storage: PostgresThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one new post or edit of the user's; 429 past the budget. */
  async spend(user: User): Promise<void> {
    const limit = this.config.forumPostRateLimitPerMinute;
    const record = await this.storage.increment(`forum-posting:${user.id}`, window, limit, window, 'forum-posting');
    if (record.isBlocked)
      throw new ThrottlerException(
        `You are posting too fast: at most ${limit} posts and edits a minute (categories, threads, replies, reports, news). Please wait a moment and try again`,
      );
  }
}
