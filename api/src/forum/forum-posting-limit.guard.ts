import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ThrottlerException, ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';

const window = 60_000;

/**
 * New categories, threads and replies per user per minute, one budget, counted in the throttler's
 * own storage (PostgreSQL, exact across API processes: not a batched throttler name). A route guard,
 * so it runs after the global login guard and knows the user (the address limits do not).
 */
@Injectable()
export class ForumPostingLimitGuard implements CanActivate {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (!user) return true;
    const limit = this.config.forumPostRateLimitPerMinute;
    const record = await this.storage.increment(`forum-posting:${user.id}`, window, limit, window, 'forum-posting');
    if (record.isBlocked)
      throw new ThrottlerException(
        `You are posting too fast: at most ${limit} new categories, threads and replies a minute. Please wait a moment and try again`,
      );
    return true;
  }
}
