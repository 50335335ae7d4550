import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth/index.js';
import { ApiErrors } from '../../http/api-errors.js';
import type { User } from '../../users/index.js';
import { SetupPreferenceResponse } from './dto/compatibility.response.js';
import { SetupPreferenceInput } from './dto/report.input.js';
import { SetupPreferenceService } from './setup-preference.service.js';

/** The logged-in member's "my setup"; a static path, so no /users/{username} route takes it. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/me/setup')
export class SetupPreferenceController {
  constructor(private readonly preferences: SetupPreferenceService) {}

  @Get()
  @ApiOkResponse({ type: SetupPreferenceResponse })
  @ApiErrors(401)
  get(@CurrentUser() user: User): Promise<SetupPreferenceResponse> {
    return this.preferences.get(user);
  }

  @Put()
  @ApiOkResponse({ type: SetupPreferenceResponse })
  @ApiErrors(400, 401, 422)
  put(@Body() body: SetupPreferenceInput, @CurrentUser() user: User): Promise<SetupPreferenceResponse> {
    return this.preferences.put(user, body);
  }
}
