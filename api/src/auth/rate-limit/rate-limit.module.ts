import { Module } from '@nestjs/common';
import { PostgresThrottlerStorage } from './postgres-throttler-storage.js';

/** The rate limits' shared counters, handed to ThrottlerModule as its storage. */
@Module({
  providers: [PostgresThrottlerStorage],
  exports: [PostgresThrottlerStorage],
})
export class RateLimitModule {}
