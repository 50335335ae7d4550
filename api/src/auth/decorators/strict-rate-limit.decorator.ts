import { SetMetadata, type ExecutionContext } from '@nestjs/common';

const STRICT_RATE_LIMITED = 'strictRateLimited';

/** Puts a route under the stricter per-address 'strict' throttler: login, register, recovery and posting. */
export const StrictRateLimit = () => SetMetadata(STRICT_RATE_LIMITED, true);

export function isStrictRateLimited(context: ExecutionContext): boolean {
  return Reflect.getMetadata(STRICT_RATE_LIMITED, context.getHandler()) === true;
}
