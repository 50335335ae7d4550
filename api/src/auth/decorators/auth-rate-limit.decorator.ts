import { SetMetadata, type ExecutionContext } from '@nestjs/common';

const AUTH_RATE_LIMITED = 'authRateLimited';

/** Puts a route under the stricter per-address 'auth' throttler (login, register, recovery). */
export const AuthRateLimit = () => SetMetadata(AUTH_RATE_LIMITED, true);

export function isAuthRateLimited(context: ExecutionContext): boolean {
  return Reflect.getMetadata(AUTH_RATE_LIMITED, context.getHandler()) === true;
}
