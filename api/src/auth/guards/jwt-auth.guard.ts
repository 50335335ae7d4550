import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../../http/public.decorator.js';

/**
 * Global guard: every route needs a valid bearer token unless marked @Public(). On a public
 * route a valid token still identifies the user (e.g. admins see pending items).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  private isPublic(context: ExecutionContext) {
    return this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]) === true;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.isPublic(context)) return (await super.canActivate(context)) as boolean;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // An invalid token on a public route is treated as anonymous.
    }
    return true;
  }

  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // The user could not be read (the database is away): the server's failure (503), not a missing login.
    if (error) throw error;
    if (!user) throw new UnauthorizedException('Not authenticated: log in and send the bearer token');
    return user;
  }
}
