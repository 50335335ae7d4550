import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../http/roles.decorator.js';
import { ApiErrors } from '../../http/api-errors.js';
import { SetupChecklistResponse } from './dto/setup-checklist.response.js';
import { SetupChecklistService } from './setup-checklist.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/setup-checklist')
export class SetupChecklistController {
  constructor(private readonly checklist: SetupChecklistService) {}

  /**
   * What a new site still needs set up (admin password, YouTube, mail, site address, outside links), each with what to
   * do.
   */
  @Get()
  @ApiOkResponse({ type: SetupChecklistResponse })
  @ApiErrors(401, 403)
  get(): Promise<SetupChecklistResponse> {
    return this.checklist.checklist();
  }
}
