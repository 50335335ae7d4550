import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@site/contracts';
import type { User } from '../../users/index.js';
import { ROLES } from '../../http/roles.decorator.js';

/** Global guard after JwtAuthGuard: enforces @Roles(); admins pass every role check. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (user && (user.role === 'admin' || roles.includes(user.role))) return true;
    throw new ForbiddenException(`This action needs the ${roles.join(' or ')} role`);
  }
}
