import { Inject, Injectable } from '@nestjs/common';
import type { UnreadCount } from '@site/contracts';
import pg from 'pg';
import {
  concat,
  defer,
  distinctUntilChanged,
  filter,
  Observable,
  of,
  retry,
  share,
  switchMap,
  type Observable as Stream,
} from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { InboxService } from './inbox.service.js';
import { noticeChannel, parseNotice, type Notice } from './notification-notices.js';

const listening = 'listening' as const;
type Heard = Notice | typeof listening;

/** A dropped LISTEN connection is opened again after this long; each stream then recounts. */
const reconnectMs = 1_000;

/**
 * Members' unread counts as they change, on any API process: one LISTEN connection per process for
 * as long as any stream is open, closed with the last. A member's stream recounts when a notice
 * names them (or all), and when the connection is (re)opened, so nothing committed meanwhile is missed.
 */
@Injectable()
export class UnreadCounts {
  private isListening = false;
  private readonly shared: Observable<Heard>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly inbox: InboxService,
  ) {
    this.shared = new Observable<Heard>((subscriber) => {
      const client = new pg.Client({
        connectionString: config.databaseUrl,
        connectionTimeoutMillis: config.dbConnectTimeoutMs,
        keepAlive: true,
        application_name: 'lightgun-api-notifications',
      });
      client.on('notification', ({ payload }) => {
        if (payload) subscriber.next(parseNotice(payload));
      });
      client.on('error', (error) => subscriber.error(error));
      client.on('end', () => subscriber.error(new Error('The connection listening for notifications closed')));
      client
        .connect()
        .then(() => client.query(`LISTEN ${noticeChannel}`))
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

  /** The member's count now, then each time it changes. */
  follow(userId: number): Stream<UnreadCount> {
    // Synchronous: a newcomer on an open connection counts at once and misses no notice after it.
    const heard = defer(() => (this.isListening ? concat(of(listening), this.shared) : this.shared));
    return heard.pipe(
      retry({ delay: reconnectMs }),
      filter((notice) => notice === listening || 'all' in notice || notice.users.includes(userId)),
      // A newer notice makes an older count moot.
      switchMap(() => this.inbox.unreadCount(userId)),
      distinctUntilChanged((before, now) => before.unread_count === now.unread_count),
    );
  }
}
