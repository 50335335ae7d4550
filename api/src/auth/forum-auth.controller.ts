import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../http/api-errors.js';
import { AuthService } from './auth.service.js';
import { StrictRateLimit } from './decorators/strict-rate-limit.decorator.js';
import { Public } from '../http/public.decorator.js';
import { LoginResponse } from './dto/auth.response.js';
import { RegisterInput } from './dto/register.input.js';

/** The forum's sign-up: the same accounts as the rest of the site. */
@ApiTags('auth')
@Controller('forum/auth')
export class ForumAuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @StrictRateLimit()
  @Post('register')
  @ApiCreatedResponse({ type: LoginResponse })
  @ApiErrors(400, 409, 422, 429)
  register(@Body() body: RegisterInput): Promise<LoginResponse> {
    return this.auth.register(body);
  }
}
