import { Module } from '@nestjs/common';
import { PostgresThrottlerStorage } from './postgres-throttler-storage.js';
import { PostingLimit } from './posting-limit.js';
import { PostingLimitGuard } from './posting-limit.guard.js';

/**
 * The rate limits' shared counters, handed to ThrottlerModule as its storage, and the members'
 * posting budget that forum posts and compatibility reports spend.
 */
@Module({
  providers: [PostgresThrottlerStorage, PostingLimit, PostingLimitGuard],
  exports: [PostgresThrottlerStorage, PostingLimit, PostingLimitGuard],
})
export class RateLimitModule {}
