import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { AppConfig } from '../../config/app-config.js';
import { isStrictRateLimited } from '../decorators/strict-rate-limit.decorator.js';

const minute = 60_000;

/** The general per-address limit on every route, and the strict one on routes marked @StrictRateLimit(). */
export function rateLimitOptions(config: AppConfig, storage: ThrottlerStorage): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: 'default', ttl: minute, limit: config.rateLimitPerMinute },
      // Login, register, recovery and posting: a stricter budget per client address.
      {
        name: 'strict',
        ttl: minute,
        limit: config.authRateLimitPerMinute,
        skipIf: (context) => !isStrictRateLimited(context),
      },
    ],
    // The package's key, unhashed: it hashed every request's key with sha256 for nothing, as the
    // counters live only in the API's own unlogged table and expire within two windows.
    generateKey: (context, tracker, name) =>
      `${context.getClass().name}-${context.getHandler().name}-${name}-${tracker}`,
    errorMessage: 'Too many requests: please wait a moment and try again',
    storage,
  };
}
