import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { LoginResponse, MessageResponse } from '@site/contracts';
import { verifyAgainstNobody, verifyPassword, type User, toUserResponse, UsersService } from '../users/index.js';
import type { RegisterInput } from './dto/register.input.js';
import type { JwtPayload } from './jwt.strategy.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async register(input: RegisterInput): Promise<LoginResponse> {
    const user = await this.users.create({
      username: input.username,
      email: input.email,
      password: input.password,
      displayName: input.display_name,
    });
    return this.session(user);
  }

  async login(username: string, password: string): Promise<LoginResponse> {
    const user = await this.users.findByUsername(username);
    // Same answer, in the same time, for an unknown user and a wrong password.
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNobody(password);
    if (!user || !valid) throw new UnauthorizedException('Invalid username or password');
    return this.session(user);
  }

  /** Logout: this token and every other one issued to the user stop working. */
  async logout(user: User): Promise<MessageResponse> {
    await this.users.endSessions(user.id);
    return { message: 'Logged out' };
  }

  /** A token for the user's current session version, with the user. */
  async session(user: User): Promise<LoginResponse> {
    const payload: JwtPayload = { sub: user.id, ver: user.sessionVersion };
    return { access_token: await this.jwt.signAsync(payload), user: toUserResponse(user) };
  }
}
