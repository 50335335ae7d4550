import { Injectable } from '@nestjs/common';
import type { YoutubeSyncEvent, YoutubeSyncResult } from '@site/contracts';
import { Observable, Subject, concat, defer, finalize, of, takeWhile } from 'rxjs';

export type { YoutubeSyncEvent, YoutubeSyncResult };

export const isFinalEvent = (event: YoutubeSyncEvent) => event.phase === 'done' || event.phase === 'error';

/** The in-process progress of the running sync, for any number of followers. */
@Injectable()
export class YoutubeSyncProgress {
  private latest: YoutubeSyncEvent = { phase: 'idle' };
  private readonly events = new Subject<YoutubeSyncEvent>();
  private following = 0;

  publish(event: YoutubeSyncEvent): void {
    // Between syncs a newcomer starts from idle, not from how the last one ended.
    this.latest = isFinalEvent(event) ? { phase: 'idle' } : event;
    this.events.next(event);
  }

  /** The current state, then every event up to and including the next 'done' or 'error'. */
  follow(): Observable<YoutubeSyncEvent> {
    return defer(() => {
      this.following += 1;
      // Synchronous: no event can slip between the current state and the subscription.
      return concat(of(this.latest), this.events);
    }).pipe(
      takeWhile((event) => !isFinalEvent(event), true),
      finalize(() => {
        this.following -= 1;
      }),
    );
  }

  /** How many streams are open: a client that leaves must not stay subscribed. */
  get followers(): number {
    return this.following;
  }
}
