import { Inject, Injectable } from '@nestjs/common';
import type { YoutubeSyncEvent, YoutubeSyncResult } from '@site/contracts';
import { Observable, Subject, concat, defer, finalize, of, takeWhile } from 'rxjs';
import type { SyncRunOrigin } from './sync-runs/sync-run-origin.js';
import { isFinalEvent, YoutubeSyncRuns } from './sync-runs/youtube-sync-runs.js';

export type { YoutubeSyncEvent, YoutubeSyncResult };
export { isFinalEvent };

/** What the progress needs of YoutubeSyncRuns: where the syncs of every process are kept. */
export type SharedSyncRuns = Pick<YoutubeSyncRuns, 'start' | 'record' | 'flush' | 'finish' | 'watch'>;

/**
 * The progress of the YouTube sync, for any number of followers on any API process. A sync running
 * here reaches this process's followers event by event and is recorded for the others'.
 */
@Injectable()
export class YoutubeSyncProgress {
  private running = false;
  private latest: YoutubeSyncEvent = { phase: 'idle' };
  private readonly events = new Subject<YoutubeSyncEvent>();
  private following = 0;

  constructor(@Inject(YoutubeSyncRuns) private readonly runs: SharedSyncRuns) {}

  /** A sync starts in this process, under the lock. */
  begin(origin: SyncRunOrigin): void {
    this.running = true;
    this.runs.start(origin);
  }

  publish(event: YoutubeSyncEvent): void {
    // Between syncs a newcomer starts from idle, not from how the last one ended.
    this.latest = isFinalEvent(event) ? { phase: 'idle' } : event;
    this.events.next(event);
    this.runs.record(event);
  }

  /** Resolves once the events so far are visible to every process. */
  recorded(): Promise<void> {
    return this.runs.flush();
  }

  /** The sync has ended: resolves once its last event is recorded, so call it before unlocking. */
  async end(): Promise<void> {
    this.running = false;
    this.latest = { phase: 'idle' };
    await this.runs.finish();
  }

  /** The current state, then every event up to and including the next 'done' or 'error'. */
  follow(): Observable<YoutubeSyncEvent> {
    return defer(() => {
      this.following += 1;
      // Synchronous: no event can slip between the current state and the subscription.
      if (this.running) return concat(of(this.latest), this.events);
      return this.followShared();
    }).pipe(
      takeWhile((event) => !isFinalEvent(event), true),
      finalize(() => {
        this.following -= 1;
      }),
    );
  }

  /** No sync here: another process's state (or idle) first, then whichever sync moves next. */
  private followShared(): Observable<YoutubeSyncEvent> {
    return new Observable<YoutubeSyncEvent>((subscriber) => {
      // A sync starting here before the shared state is read waits behind it.
      let held: YoutubeSyncEvent[] | null = [];
      const local = this.events.subscribe((event) => (held ? held.push(event) : subscriber.next(event)));
      const shared = this.runs.watch().subscribe((event) => {
        subscriber.next(event);
        const waiting = held ?? [];
        held = null;
        for (const late of waiting) subscriber.next(late);
      });
      return () => {
        local.unsubscribe();
        shared.unsubscribe();
      };
    });
  }

  /** How many streams are open: a client that leaves must not stay subscribed. */
  get followers(): number {
    return this.following;
  }
}
