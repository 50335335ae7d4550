// The auth module's public surface: what other modules may import (api/README.md, Module layering).
export { AuthModule } from './auth.module.js';
export { CurrentUser } from './decorators/current-user.decorator.js';
export { StrictRateLimit } from './decorators/strict-rate-limit.decorator.js';
export { RateLimitModule } from './rate-limit/rate-limit.module.js';
export { rateLimitOptions } from './rate-limit/rate-limit-options.js';
export { PostgresThrottlerStorage } from './rate-limit/postgres-throttler-storage.js';
export { PostingLimit } from './rate-limit/posting-limit.js';
export { PostingLimitGuard } from './rate-limit/posting-limit.guard.js';
