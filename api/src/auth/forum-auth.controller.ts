import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LoginResponse } from '@site/contracts';
import { AuthService } from './auth.service.js';
import { StrictRateLimit } from './decorators/strict-rate-limit.decorator.js';
import { Public } from './decorators/public.decorator.js';
import { RegisterInput } from './dto/register.input.js';

/** The forum's sign-up: the same accounts as the rest of the site. */
@ApiTags('auth')
@Controller('forum/auth')
export class ForumAuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @StrictRateLimit()
  @Post('register')
  register(@Body() body: RegisterInput): Promise<LoginResponse> {
    return this.auth.register(body);
  }
}
