import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminOverview } from '@site/contracts';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { AdminOverviewService } from './admin-overview.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly overviewService: AdminOverviewService) {}

  @Get('overview')
  overview(): Promise<AdminOverview> {
    return this.overviewService.overview();
  }
}
