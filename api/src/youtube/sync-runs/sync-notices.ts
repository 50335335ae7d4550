import { Inject, Injectable } from '@nestjs/common';
import type { YoutubeSyncEvent } from '@site/contracts';
import pg from 'pg';
import { concat, defer, Observable, of, share } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

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

export const listening = 'listening' as const;
export type Heard = SyncNotice | typeof listening;

/**
 * LISTEN on `syncChannel`: one connection per process for as long as anyone listens (a stream, a
 * manual sync waiting for its end), closed with the last. A listener gets 'listening' once notices
 * reach it, then each notice in the order they were committed; it errors when the connection drops.
 */
@Injectable()
export class SyncNotices {
  private isListening = false;
  private readonly shared: Observable<Heard>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.shared = new Observable<Heard>((subscriber) => {
      const client = new pg.Client({
        connectionString: config.databaseUrl,
        connectionTimeoutMillis: config.dbConnectTimeoutMs,
        keepAlive: true,
        application_name: 'lightgun-api-sync-notices',
      });
      client.on('notification', ({ payload }) => {
        if (payload) subscriber.next(JSON.parse(payload) as SyncNotice);
      });
      client.on('error', (error) => subscriber.error(error));
      client.on('end', () => subscriber.error(new Error('The connection listening for sync events closed')));
      client
        .connect()
        .then(() => client.query(`LISTEN ${syncChannel}`))
        .then(
          () => {
            this.isListening = true;
            subscriber.next(listening);
          },
          (error: unknown) => subscriber.error(error),
        );
      return () => {
        this.isListening = false;
        client.removeAllListeners('end');
        void client.end().catch(() => {});
      };
    }).pipe(share());
  }

  listen(): Observable<Heard> {
    // Synchronous: a newcomer on an open connection is told at once and misses no notice after it.
    return defer(() => (this.isListening ? concat(of(listening), this.shared) : this.shared));
  }
}
