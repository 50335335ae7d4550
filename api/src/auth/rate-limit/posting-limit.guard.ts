import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { User } from '../../users/index.js';
import { PostingLimit } from './posting-limit.js';

/**
 * The posting budget (PostingLimit) as a route guard: it runs after the global login guard and knows the user (the
 * address limits do not).
 */
@Injectable()
export class PostingLimitGuard implements CanActivate {
  constructor(private readonly limit: PostingLimit) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (user) await this.limit.spend(user);
    return true;
  }
}
