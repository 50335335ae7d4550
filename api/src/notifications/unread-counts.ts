import { Inject, Injectable } from '@nestjs/common';
import type { UnreadCount } from '@site/contracts';
import { distinctUntilChanged, filter, retry, switchMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ChannelListener, listening } from '../database/channel-listener.js';
import { InboxService } from './inbox.service.js';
import { noticeChannel, parseNotice, type Notice } from './notification-notices.js';

/** A dropped LISTEN connection is opened again after this long; each stream then recounts. */
const reconnectMs = 1_000;

/**
 * Members' unread counts as they change, on any API process: one LISTEN connection per process for
 * as long as any stream is open, closed with the last. A member's stream recounts when a notice
 * names them (or all), and when the connection is (re)opened, so nothing committed meanwhile is missed.
 */
@Injectable()
export class UnreadCounts {
  private readonly channel: ChannelListener<Notice>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly inbox: InboxService,
  ) {
    this.channel = new ChannelListener(config, noticeChannel, parseNotice, 'lightgun-api-notifications');
  }

  /** The member's count now, then each time it changes. */
  follow(userId: number): Observable<UnreadCount> {
    return this.channel.listen().pipe(
      retry({ delay: reconnectMs }),
      filter((notice) => notice === listening || 'all' in notice || notice.users.includes(userId)),
      // A newer notice makes an older count moot.
      switchMap(() => this.inbox.unreadCount(userId)),
      distinctUntilChanged((before, now) => before.unread_count === now.unread_count),
    );
  }
}
