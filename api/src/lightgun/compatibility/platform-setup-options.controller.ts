import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../http/api-errors.js';
import { ParseIdPipe } from '../../http/parse-id.pipe.js';
import { Public } from '../../http/public.decorator.js';
import { Roles } from '../../http/roles.decorator.js';
import { PlatformSetupOptionsResponse } from './dto/compatibility.response.js';
import { PlatformSetupOptionsInput } from './dto/platform-setup-options.input.js';
import { PlatformSetupOptionsService } from './platform-setup-options.service.js';

/** The original guns and ways of playing of a platform: read by anyone, set by admins. */
@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun/platforms/:id/setup-options')
export class PlatformSetupOptionsController {
  constructor(private readonly platformOptions: PlatformSetupOptionsService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: PlatformSetupOptionsResponse })
  @ApiErrors(400, 404)
  get(@Param('id', ParseIdPipe) id: number): Promise<PlatformSetupOptionsResponse> {
    return this.platformOptions.get(id);
  }

  /** The whole list; modern guns and displays are refused (422): they pair with every platform by their flags. */
  @Roles('admin')
  @Put()
  @ApiOkResponse({ type: PlatformSetupOptionsResponse })
  @ApiErrors(400, 401, 403, 404, 422)
  replace(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: PlatformSetupOptionsInput,
  ): Promise<PlatformSetupOptionsResponse> {
    return this.platformOptions.replace(id, body.option_ids);
  }
}
