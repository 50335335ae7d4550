import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../http/roles.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ApiErrors } from '../../http/api-errors.js';
import { syncScheduleOf } from '../schedule/sync-schedule.js';
import { YoutubeSyncRunListResponse } from './dto/sync-run.response.js';
import { SyncRunsQuery } from './dto/sync-runs.query.js';
import { SyncRunsService } from './sync-runs.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/youtube')
export class SyncRunsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: SyncRunsService,
  ) {}

  /** The sync schedule as this process is configured, and the latest syncs, manual and scheduled, newest first. */
  @Get('sync-runs')
  @ApiOkResponse({ type: YoutubeSyncRunListResponse })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: SyncRunsQuery): Promise<YoutubeSyncRunListResponse> {
    return { schedule: syncScheduleOf(this.config, new Date()), runs: await this.runs.list(query.limit) };
  }
}
