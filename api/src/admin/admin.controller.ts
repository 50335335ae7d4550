import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../http/roles.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { AdminOverviewService } from './admin-overview.service.js';
import { AdminOverviewResponse } from './dto/admin-overview.response.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly overviewService: AdminOverviewService) {}

  @Get('overview')
  @ApiOkResponse({ type: AdminOverviewResponse })
  @ApiErrors(401, 403)
  overview(): Promise<AdminOverviewResponse> {
    return this.overviewService.overview();
  }
}
