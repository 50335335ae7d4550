import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { UserResponse, type User, toUserResponse } from '../users/index.js';
import { AuthService } from './auth.service.js';
import { StrictRateLimit } from './decorators/strict-rate-limit.decorator.js';
import { CurrentUser } from './decorators/current-user.decorator.js';
import { Public } from '../http/public.decorator.js';
import { LoginHintResponse, LoginResponse } from './dto/auth.response.js';
import { EmailInput } from './dto/email.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { ResetConfirmInput } from './dto/reset-confirm.input.js';
import { PasswordResetService, type RecoveryKind } from './password-reset.service.js';

const recoverySent: MessageResponse = {
  message: 'If an account exists for that email, a message with instructions is on its way.',
};

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Ends the caller's sessions on every device: the browser's logout calls it. */
  @ApiBearerAuth()
  @HttpCode(200)
  @Post('logout')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(401)
  logout(@CurrentUser() user: User): Promise<MessageResponse> {
    return this.auth.logout(user);
  }

  @Public()
  @StrictRateLimit()
  @Post('register')
  @ApiCreatedResponse({ type: LoginResponse })
  @ApiErrors(400, 409, 422, 429)
  register(@Body() body: RegisterInput): Promise<LoginResponse> {
    return this.auth.register(body);
  }

  @Public()
  @StrictRateLimit()
  @HttpCode(200)
  @Post('login')
  @ApiOkResponse({ type: LoginResponse })
  @ApiErrors(400, 401, 422, 429)
  login(@Body() body: LoginInput): Promise<LoginResponse> {
    return this.auth.login(body.username, body.password);
  }

  @ApiBearerAuth()
  @Get('me')
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(401)
  me(@CurrentUser() user: User): UserResponse {
    return toUserResponse(user);
  }

  @Public()
  @StrictRateLimit()
  @HttpCode(200)
  @Post('forgot-password')
  @ApiOkResponse({ type: MessageResponse, description: 'The same answer whether or not the account exists' })
  @ApiErrors(400, 422, 429)
  forgotPassword(@Body() body: EmailInput): Promise<MessageResponse> {
    return this.recover(body.email, 'credentials');
  }

  @Public()
  @StrictRateLimit()
  @HttpCode(200)
  @Post('reset-password')
  @ApiOkResponse({ type: MessageResponse, description: 'The same answer whether or not the account exists' })
  @ApiErrors(400, 422, 429)
  resetPassword(@Body() body: EmailInput): Promise<MessageResponse> {
    return this.recover(body.email, 'reset');
  }

  @Public()
  @StrictRateLimit()
  @HttpCode(200)
  @Post('reset-password/confirm')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 422, 429)
  async confirmReset(@Body() body: ResetConfirmInput): Promise<MessageResponse> {
    await this.resets.confirm(body.token, body.new_password);
    return { message: 'Your password has been updated successfully.' };
  }

  /** Whether /test-login may hint at the default admin: only on the embedded database. */
  @Public()
  @Get('login-hint')
  @ApiOkResponse({ type: LoginHintResponse })
  loginHint(): LoginHintResponse {
    if (this.config.usesEmbeddedDatabase !== true) return { show: false };
    const hint = this.config.adminPassword
      ? 'The password is the ADMIN_PASSWORD the site was started with.'
      : 'The password was generated at first start: it is in .data/admin-credentials.txt.';
    return { show: true, username: 'admin', hint };
  }

  private async recover(email: string, kind: RecoveryKind): Promise<MessageResponse> {
    await this.resets.request(email, kind);
    return recoverySent;
  }
}
