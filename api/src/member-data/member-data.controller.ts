import { Body, Controller, Delete, Get, Header, HttpCode, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, StrictRateLimit } from '../auth/index.js';
import { ApiErrors } from '../http/api-errors.js';
import type { User } from '../users/index.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountDeletionInput } from './dto/account-deletion.input.js';
import { MemberDataExportResponse } from './dto/member-data-export.response.js';
import { MySubmissionPageResponse } from './dto/my-submission.response.js';
import { MySubmissionsQuery } from './dto/my-submissions.query.js';
import { MemberDataExportService } from './member-data-export.service.js';
import { MySubmissionsService } from './my-submissions.service.js';

/** What the caller's account holds across the site's modules (the /account page): always their own, no id taken. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/me')
export class MemberDataController {
  constructor(
    private readonly submissions: MySubmissionsService,
    private readonly exports: MemberDataExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** The caller's submitted videos and news with their status, newest first. */
  @Get('submissions')
  @ApiOkResponse({ type: MySubmissionPageResponse })
  @ApiErrors(400, 401)
  mySubmissions(@CurrentUser() user: User, @Query() query: MySubmissionsQuery): Promise<MySubmissionPageResponse> {
    return this.submissions.page(user.id, query.page, query.limit);
  }

  /** Everything the site holds about the caller, as one JSON file to save (MemberDataExport). */
  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: MemberDataExportResponse, description: 'As an attachment (Content-Disposition)' })
  @ApiErrors(401)
  async export(@CurrentUser() user: User, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const data = await this.exports.export(user);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="lightgun-hub-member-${user.id}.json"`);
    return JSON.stringify(data, null, 2);
  }

  /** The caller's account goes at once; their posts stay by "deleted member" unless `delete_posts`. */
  @StrictRateLimit()
  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The account is gone; its tokens no longer work' })
  @ApiErrors(400, 401, 403, 409, 422, 429)
  async delete(@CurrentUser() user: User, @Body() body: AccountDeletionInput): Promise<void> {
    await this.deletion.delete(user, body);
  }
}
