import { Injectable, Logger } from '@nestjs/common';
import type { YoutubeSyncEvent } from '@site/contracts';
import { randomUUID } from 'node:crypto';
import { Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { advisoryLockHeldSql } from '../advisory-lock.js';
import type { SyncRunOrigin } from './sync-run-origin.js';

/** Any fixed 64-bit number (the startup lock is 7_318_004_211): held by the one running sync. */
export const syncLockKey = 7_318_004_212;

/** How often a follower on a process without the running sync reads its row. */
export const runPollMs = 250;
/** Rows kept for the record; older ones are deleted as new syncs start. */
export const runsKept = 50;

export const interruptedDetail = 'The YouTube sync stopped with the API process that ran it; nothing of it was saved';
export const interruptedEvent: YoutubeSyncEvent = { phase: 'error', detail: interruptedDetail, status: 503 };

interface RunRow {
  id: number;
  owner: string;
  seq: number;
  event: YoutubeSyncEvent;
  finished: boolean;
  /** The sync's advisory lock is held: the process that runs it is alive. */
  alive: boolean;
}

interface ActiveRun {
  origin: SyncRunOrigin;
  id?: number;
  next?: YoutubeSyncEvent;
  writing?: Promise<void>;
}

export const isFinalEvent = (event: YoutubeSyncEvent) => event.phase === 'done' || event.phase === 'error';

/** The record's columns of how a run ended ($3 to $5 of the writes below); all null until then. */
function outcomeOf(event: YoutubeSyncEvent): [added: number | null, updated: number | null, error: string | null] {
  if (event.phase === 'done') return [event.result.added, event.result.updated, null];
  if (event.phase === 'error') return [null, null, event.detail];
  return [null, null, null];
}

/**
 * Each sync's latest event in `youtube_sync_runs`, so followers on every API process see it. The
 * process running a sync writes its events in order, skipping to the newest when they come faster
 * than the database takes them, and the last one before it unlocks. A row left unfinished by a
 * process that died (its lock is gone) is closed as interrupted by whoever reads it next.
 */
@Injectable()
export class YoutubeSyncRuns {
  /** This process: its own runs reach its followers directly, not through the table. */
  readonly owner = randomUUID();
  private readonly logger = new Logger('YoutubeSync');
  private active?: ActiveRun;

  constructor(private readonly dataSource: DataSource) {}

  /** Called by the sync under its lock: the run's row is written with its first event. */
  start(origin: SyncRunOrigin): void {
    this.active = { origin };
  }

  record(event: YoutubeSyncEvent): void {
    const run = this.active;
    if (!run) return;
    run.next = event;
    run.writing ??= this.write(run);
  }

  /** Resolves once every event so far is written. */
  async flush(): Promise<void> {
    await this.active?.writing;
  }

  /** Waits for the last event to be written; call before unlocking. */
  async finish(): Promise<void> {
    await this.flush();
    this.active = undefined;
  }

  private async write(run: ActiveRun): Promise<void> {
    while (run.next) {
      const event = run.next;
      run.next = undefined;
      try {
        if (run.id === undefined) {
          const [{ id }] = await this.dataSource.query<Array<{ id: number }>>(
            `INSERT INTO youtube_sync_runs (owner, event, added, updated, error, finished_at, trigger, started_by)
             VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END, $7, $8) RETURNING id`,
            [this.owner, event, ...outcomeOf(event), isFinalEvent(event), run.origin.trigger, run.origin.startedBy],
          );
          run.id = id;
          await this.dataSource.query(`DELETE FROM youtube_sync_runs WHERE id <= $1`, [id - runsKept]);
        } else {
          await this.dataSource.query(
            `UPDATE youtube_sync_runs SET event = $2, added = $3, updated = $4, error = $5, seq = seq + 1, updated_at = now(),
               finished_at = CASE WHEN $6 THEN now() END
             WHERE id = $1`,
            [run.id, event, ...outcomeOf(event), isFinalEvent(event)],
          );
        }
      } catch (error) {
        // Progress is for show: the sync itself goes on.
        this.logger.warn(`Sync progress not recorded: ${String(error)}`);
      }
    }
    run.writing = undefined;
  }

  private async read(where: string, params: unknown[]): Promise<RunRow | undefined> {
    const rows = await this.dataSource.query<RunRow[]>(
      `SELECT id, owner, seq, event, finished_at IS NOT NULL AS finished, ${advisoryLockHeldSql} AS alive
       FROM youtube_sync_runs ${where} LIMIT 1`,
      [syncLockKey, ...params],
    );
    return rows[0];
  }

  /** An unfinished row whose lock is gone: read again (it may have just finished), else close it as interrupted. */
  private async settle(row: RunRow): Promise<RunRow> {
    if (row.finished || row.alive) return row;
    const again = await this.read('WHERE id = $2', [row.id]);
    if (!again || again.finished || again.alive) return again ?? row;
    await this.dataSource.query(
      `UPDATE youtube_sync_runs SET event = $2, error = $3, seq = seq + 1, updated_at = now(), finished_at = now() WHERE id = $1 AND finished_at IS NULL`,
      [row.id, interruptedEvent, interruptedDetail],
    );
    return { ...again, event: interruptedEvent, seq: again.seq + 1, finished: true };
  }

  /**
   * Syncs run by other processes, read every `runPollMs`: first the current state (a running sync's
   * latest event, else idle), then each change, up to a run's final event. Nothing is read unless
   * someone follows.
   */
  watch(): Observable<YoutubeSyncEvent> {
    return new Observable<YoutubeSyncEvent>((subscriber) => {
      let started = false;
      let seenId = 0;
      let following: { id: number; seq: number } | undefined;
      let timer: NodeJS.Timeout | undefined;
      let closed = false;

      const step = async () => {
        if (!started) {
          const latest = await this.read('ORDER BY id DESC', []);
          const row = latest && latest.owner !== this.owner ? await this.settle(latest) : undefined;
          started = true;
          seenId = latest?.id ?? 0;
          if (row && !row.finished) {
            following = { id: row.id, seq: row.seq };
            subscriber.next(row.event);
          } else subscriber.next({ phase: 'idle' });
          return;
        }
        const found = following ? await this.read('WHERE id = $2', [following.id]) : await this.read('WHERE id > $2 ORDER BY id', [seenId]);
        if (!found) return;
        seenId = Math.max(seenId, found.id);
        if (found.owner === this.owner) return;
        const row = await this.settle(found);
        if (following && row.seq === following.seq && !row.finished) return;
        following = row.finished ? undefined : { id: row.id, seq: row.seq };
        subscriber.next(row.event);
      };

      const poll = async () => {
        try {
          await step();
        } catch {
          // The database is away: try again on the next tick.
        }
        if (!closed) timer = setTimeout(() => void poll(), runPollMs);
      };
      void poll();
      return () => {
        closed = true;
        clearTimeout(timer);
      };
    });
  }
}
