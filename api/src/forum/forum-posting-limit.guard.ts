import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { User } from '../users/user.entity.js';
import { ForumPostingLimit } from './forum-posting-limit.js';

/** The posting budget (ForumPostingLimit) as a route guard: it runs after the global login guard and knows the user (the address limits do not). */
@Injectable()
export class ForumPostingLimitGuard implements CanActivate {
  constructor(private readonly limit: ForumPostingLimit) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (user) await this.limit.spend(user);
    return true;
  }
}
