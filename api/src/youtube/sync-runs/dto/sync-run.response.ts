import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';

type StartedBy = NonNullable<Api.YoutubeSyncRun['started_by']>;

export class SyncRunStarterResponse implements StartedBy {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;
}

export class YoutubeSyncRunResponse implements Api.YoutubeSyncRun {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({
    enum: ['manual', 'schedule'],
    description: "An admin's Sync button, or the YOUTUBE_SYNC_EVERY schedule",
  })
  trigger: Api.YoutubeSyncTrigger;

  @ApiProperty({
    type: SyncRunStarterResponse,
    nullable: true,
    description: 'The admin who pressed Sync; null for a scheduled run or an account since deleted',
  })
  started_by: SyncRunStarterResponse | null;

  @ApiProperty({ format: 'date-time' })
  started_at: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Null while it runs' })
  finished_at: string | null;

  @ApiProperty({
    enum: ['running', 'succeeded', 'failed', 'interrupted'],
    description: 'interrupted: the API process running it stopped first; nothing of it was saved',
  })
  status: Api.YoutubeSyncRunStatus;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Videos added; null unless it succeeded' })
  added: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Videos updated; null unless it succeeded' })
  updated: number | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Why it failed or was interrupted' })
  error: string | null;
}

export class YoutubeSyncScheduleResponse implements Api.YoutubeSyncSchedule {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '6h',
    description: 'YOUTUBE_SYNC_EVERY; null when the schedule is off',
  })
  every: string | null;

  @ApiProperty({ description: 'YOUTUBE_PLAYLIST_ID is set: without it nothing is synced' })
  playlist_configured: boolean;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the next scheduled sync is due; null when none will run',
  })
  next_run_at: string | null;
}

export class YoutubeSyncRunListResponse implements Api.YoutubeSyncRunList {
  @ApiProperty({ type: YoutubeSyncScheduleResponse })
  schedule: YoutubeSyncScheduleResponse;

  @ApiProperty({ type: [YoutubeSyncRunResponse], description: 'Newest first' })
  runs: YoutubeSyncRunResponse[];
}
