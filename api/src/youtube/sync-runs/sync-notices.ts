import { Inject, Injectable } from '@nestjs/common';
import type { YoutubeSyncEvent } from '@site/contracts';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ChannelListener, listening, type Heard as Heard_ } from '../../database/channel-listener.js';

/** The PostgreSQL channel every run's events are announced on. */
export const syncChannel = 'youtube_sync';

/** One event of one run, as announced: `seq` orders it among the run's row writes. */
export interface SyncNotice {
  run: number;
  job: string | null;
  seq: number;
  event: YoutubeSyncEvent;
}

/** Announces a run as it is now: an expression over the columns id, job_id, seq and event of youtube_sync_runs. */
export const announceSql = `pg_notify('${syncChannel}', json_build_object('run', id, 'job', job_id, 'seq', seq, 'event', event)::text)`;

export type Heard = Heard_<SyncNotice>;
export { listening };

/**
 * The run events on `syncChannel` (ChannelListener): for as long as anyone listens (a stream, a
 * manual sync waiting for its end).
 */
@Injectable()
export class SyncNotices {
  private readonly channel: ChannelListener<SyncNotice>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.channel = new ChannelListener(
      config,
      syncChannel,
      (payload) => JSON.parse(payload) as SyncNotice,
      'lightgun-api-sync-notices',
    );
  }

  listen(): Observable<Heard> {
    return this.channel.listen();
  }
}
