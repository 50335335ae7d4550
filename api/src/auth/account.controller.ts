import { Body, Controller, Patch, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../http/api-errors.js';
import { UserResponse, type User, toUserResponse } from '../users/index.js';
import { AccountService } from './account.service.js';
import { CurrentUser } from './decorators/current-user.decorator.js';
import { StrictRateLimit } from './decorators/strict-rate-limit.decorator.js';
import { AccountUpdateInput } from './dto/account-update.input.js';
import { LoginResponse } from './dto/auth.response.js';
import { PasswordChangeInput } from './dto/password-change.input.js';

/** The caller's own account settings (the /account page). Logging out everywhere is POST /api/auth/logout. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/me')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  // Strictly limited, as both can check a password.
  @StrictRateLimit()
  @Patch()
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(400, 401, 409, 422, 429)
  async update(@CurrentUser() user: User, @Body() body: AccountUpdateInput): Promise<UserResponse> {
    return toUserResponse(await this.account.update(user, body));
  }

  @StrictRateLimit()
  @Put('password')
  @ApiOkResponse({
    type: LoginResponse,
    description: "This session's new token: every other session of the user has ended",
  })
  @ApiErrors(400, 401, 422, 429)
  changePassword(@CurrentUser() user: User, @Body() body: PasswordChangeInput): Promise<LoginResponse> {
    return this.account.changePassword(user, body);
  }
}
