import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../../users/index.js';

/** The user of the request, as just read from the database by the JWT strategy. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  return context.switchToHttp().getRequest<{ user: User }>().user;
});
