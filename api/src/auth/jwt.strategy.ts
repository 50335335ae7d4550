import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type User, UsersService } from '../users/index.js';

export interface JwtPayload {
  sub: number;
  /** The user's session version when the token was issued (absent on tokens from before it existed: 0). */
  ver?: number;
}

/**
 * Reads the user from the database on every request: a deleted or demoted user loses access at
 * once, and a token from before a logout or password reset (an older session version) is refused.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<User | false> {
    if (!Number.isInteger(payload.sub)) return false;
    return (await this.users.findInSession(payload.sub, payload.ver ?? 0)) ?? false;
  }
}
