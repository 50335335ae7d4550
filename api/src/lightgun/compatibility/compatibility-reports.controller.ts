import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, PostingLimitGuard } from '../../auth/index.js';
import { Public } from '../../http/public.decorator.js';
import { Roles } from '../../http/roles.decorator.js';
import { ApiErrors } from '../../http/api-errors.js';
import { ParseIdPipe } from '../../http/parse-id.pipe.js';
import type { User } from '../../users/index.js';
import { CompatibilityReportsService } from './compatibility-reports.service.js';
import { ReportListQuery } from './dto/report-list.query.js';
import {
  CompatibilityReportPageResponse,
  CompatibilityReportResponse,
  CompatibilitySummaryResponse,
  ReportHelpfulnessResponse,
} from './dto/compatibility.response.js';
import { HideReportInput, ReportEditInput, ReportInput } from './dto/report.input.js';
import { ReportFilingService } from './report-filing.service.js';
import { ReportVotesService } from './report-votes.js';

/** Reports: anyone reads, members file and edit their own, their author or a moderator deletes, moderators hide. */
@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun')
export class CompatibilityReportsController {
  constructor(
    private readonly reports: CompatibilityReportsService,
    private readonly filing: ReportFilingService,
    private readonly votes: ReportVotesService,
  ) {}

  @Public()
  @Get('games/:id/compatibility')
  @ApiOkResponse({ type: CompatibilitySummaryResponse })
  @ApiErrors(400, 404)
  summary(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() viewer: User | undefined,
  ): Promise<CompatibilitySummaryResponse> {
    return this.reports.summary(id, viewer);
  }

  @Public()
  @Get('games/:id/reports')
  @ApiOkResponse({ type: CompatibilityReportPageResponse })
  @ApiErrors(400, 404)
  list(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ReportListQuery,
    @CurrentUser() viewer: User | undefined,
  ): Promise<CompatibilityReportPageResponse> {
    return this.reports.gamePage(id, query, viewer);
  }

  /** One report per member, game and setup: a setup the caller already reported is a 409 naming their report. */
  @UseGuards(PostingLimitGuard)
  @Post('games/:id/reports')
  @ApiCreatedResponse({ type: CompatibilityReportResponse, description: 'Filed' })
  @ApiErrors(400, 401, 404, 409, 422, 429)
  create(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ReportInput,
    @CurrentUser() user: User,
  ): Promise<CompatibilityReportResponse> {
    return this.filing.create(id, body, user);
  }

  /** Kept for older clients: filing a setup the caller already reported edits that report (200). */
  @UseGuards(PostingLimitGuard)
  @Put('games/:id/reports')
  @ApiOperation({ deprecated: true, summary: 'File or update: use POST to file and PATCH /reports/{id} to edit' })
  @ApiCreatedResponse({ type: CompatibilityReportResponse, description: 'Filed' })
  @ApiOkResponse({ type: CompatibilityReportResponse, description: 'The report for this setup, edited' })
  @ApiErrors(400, 401, 404, 422, 429)
  async file(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ReportInput,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CompatibilityReportResponse> {
    const { report, created } = await this.filing.file(id, body, user);
    void reply.status(created ? 201 : 200);
    return report;
  }

  @Public()
  @Get('reports/:id')
  @ApiOkResponse({ type: CompatibilityReportResponse })
  @ApiErrors(400, 404)
  one(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() viewer: User | undefined,
  ): Promise<CompatibilityReportResponse> {
    return this.reports.read(id, viewer);
  }

  /** Its author only (moderators hide and delete); the fields sent change. Posting's rate limit applies. */
  @UseGuards(PostingLimitGuard)
  @Patch('reports/:id')
  @ApiOkResponse({ type: CompatibilityReportResponse, description: 'Edited' })
  @ApiErrors(400, 401, 403, 404, 409, 422, 429)
  edit(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ReportEditInput,
    @CurrentUser() user: User,
  ): Promise<CompatibilityReportResponse> {
    return this.filing.edit(id, body, user);
  }

  @HttpCode(204)
  @Delete('reports/:id')
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 401, 403, 404)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<void> {
    await this.reports.remove(id, user);
  }

  /** Members other than its author; marking twice counts once. */
  @Put('reports/:id/helpful')
  @ApiOkResponse({ type: ReportHelpfulnessResponse })
  @ApiErrors(400, 401, 403, 404)
  markHelpful(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<ReportHelpfulnessResponse> {
    return this.votes.mark(id, user);
  }

  /** Takes the caller's mark back (none to take: nothing changes). */
  @Delete('reports/:id/helpful')
  @ApiOkResponse({ type: ReportHelpfulnessResponse })
  @ApiErrors(400, 401, 403, 404)
  unmarkHelpful(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<ReportHelpfulnessResponse> {
    return this.votes.unmark(id, user);
  }

  @Roles('moderator')
  @HttpCode(200)
  @Post('reports/:id/hide')
  @ApiOkResponse({ type: CompatibilityReportResponse })
  @ApiErrors(400, 401, 403, 404, 422)
  hide(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: HideReportInput,
    @CurrentUser() user: User,
  ): Promise<CompatibilityReportResponse> {
    return this.reports.hide(id, body, user);
  }

  @Roles('moderator')
  @HttpCode(200)
  @Post('reports/:id/unhide')
  @ApiOkResponse({ type: CompatibilityReportResponse })
  @ApiErrors(400, 401, 403, 404)
  unhide(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<CompatibilityReportResponse> {
    return this.reports.unhide(id, user);
  }
}
