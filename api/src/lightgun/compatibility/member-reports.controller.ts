import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth/index.js';
import { Public } from '../../http/public.decorator.js';
import { ApiErrors } from '../../http/api-errors.js';
import type { User } from '../../users/index.js';
import { CompatibilityReportsService } from './compatibility-reports.service.js';
import { ReportListQuery } from './dto/report-list.query.js';
import { CompatibilityReportPageResponse } from './dto/compatibility.response.js';

/** A member's reports for their profile; the other /api/users/{username} routes live with the profiles. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/:username/reports')
export class MemberReportsController {
  constructor(private readonly reports: CompatibilityReportsService) {}

  /** Most recently filed first (or most helpful); hidden ones only for the member, moderators and admins. */
  @Public()
  @Get()
  @ApiOkResponse({ type: CompatibilityReportPageResponse })
  @ApiErrors(400, 404)
  list(
    @Param('username') username: string,
    @Query() query: ReportListQuery,
    @CurrentUser() viewer: User | undefined,
  ): Promise<CompatibilityReportPageResponse> {
    return this.reports.memberPage(username, query, viewer);
  }
}
