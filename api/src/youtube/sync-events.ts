import { Injectable } from '@nestjs/common';
import type { YoutubeSyncEvent, YoutubeSyncResult } from '@site/contracts';
import {
  concatMap,
  defer,
  filter,
  finalize,
  firstValueFrom,
  interval,
  map,
  merge,
  retry,
  takeWhile,
  type Observable,
} from 'rxjs';
import { SyncQueue } from './sync-queue/sync-queue.service.js';
import type { FailedEvent } from './sync-runs/sync-run-record.js';
import { listening, SyncNotices, type Heard } from './sync-runs/sync-notices.js';
import { heartbeatMs, SyncRunsService } from './sync-runs/sync-runs.service.js';

export type { YoutubeSyncEvent, YoutubeSyncResult };

export type FinalEvent = Extract<YoutubeSyncEvent, { phase: 'done' | 'error' }>;

export const isFinalEvent = (event: YoutubeSyncEvent): event is FinalEvent =>
  event.phase === 'done' || event.phase === 'error';

/** While a run is followed, how often the dead-run rule is applied: a run's process may die silently. */
export const checkMs = heartbeatMs;
/** After the database or the listening connection failed, a follower starts over after this long. */
const retryMs = 1_000;

const tick = 'tick';
type Step = Heard | typeof tick;

const lostEvent: FailedEvent = {
  phase: 'error',
  detail: 'The YouTube sync ended before anything of it was recorded',
  status: 503,
};

/**
 * Every run's events as the runs' rows and their announcements tell them, for followers on any API
 * process: the current state first (a running sync's latest event, else idle), then each event in
 * order. Nothing is kept in this process but the count of open streams.
 */
@Injectable()
export class SyncEvents {
  private following = 0;

  constructor(
    private readonly notices: SyncNotices,
    private readonly runs: SyncRunsService,
    private readonly queue: SyncQueue,
  ) {}

  /** The current state, then every event up to and including the next 'done' or 'error'. */
  follow(): Observable<YoutubeSyncEvent> {
    return defer(() => {
      this.following += 1;
      return this.steps().pipe(
        takeWhile((event) => !isFinalEvent(event), true),
        finalize(() => {
          this.following -= 1;
        }),
      );
    });
  }

  /** Called once per stream. */
  private steps(): Observable<YoutubeSyncEvent> {
    // The latest run seen and its latest write: an announcement of anything older is stale.
    let seen: { run: number; seq: number; running: boolean } | undefined;
    return this.heard().pipe(
      concatMap(async (step): Promise<YoutubeSyncEvent[]> => {
        if (step === listening) {
          await this.runs.closeDead();
          const run = await this.runs.newest();
          seen = run ? { run: run.id, seq: run.seq, running: run.status === 'running' } : undefined;
          return [run?.status === 'running' ? run.event : { phase: 'idle' }];
        }
        if (step === tick) {
          if (seen?.running) await this.runs.closeDead();
          return [];
        }
        if (seen && (step.run < seen.run || (step.run === seen.run && step.seq <= seen.seq))) return [];
        seen = { run: step.run, seq: step.seq, running: !isFinalEvent(step.event) };
        return [step.event];
      }),
      concatMap((events) => events),
      // The database or the connection went away: start over, from the state as it is then.
      retry({ delay: retryMs }),
    );
  }

  /** How the run of job `jobId` ended: its final event, once the job has ended too. */
  endOf(jobId: string): Promise<FinalEvent> {
    return firstValueFrom(
      this.heard().pipe(
        concatMap(async (step): Promise<FinalEvent | null> => {
          if (step !== listening && step !== tick)
            return step.job === jobId && isFinalEvent(step.event) ? step.event : null;
          // Ended before this process listened, or no announcement came: the record says.
          if (step === tick) await this.runs.closeDead();
          return this.ended(jobId);
        }),
        filter((event) => event !== null),
        retry({ delay: retryMs }),
      ),
    );
  }

  private async ended(jobId: string): Promise<FinalEvent | null> {
    if (!(await this.queue.ended(jobId))) return null;
    const run = await this.runs.ofJob(jobId);
    if (!run) return lostEvent;
    // A run whose job ended under it (pg-boss's own expiry) is closed by the dead-run rule once its heartbeat stops.
    return run.status !== 'running' && isFinalEvent(run.event) ? run.event : null;
  }

  /** Announcements, after 'listening', with a tick every `checkMs` to look for dead runs. */
  private heard(): Observable<Step> {
    return merge(this.notices.listen(), interval(checkMs).pipe(map((): Step => tick)));
  }

  /** How many streams are open: a client that leaves must not stay subscribed. */
  get followers(): number {
    return this.following;
  }
}
