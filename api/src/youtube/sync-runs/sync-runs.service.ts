import { Injectable, Logger } from '@nestjs/common';
import type { YoutubeSyncEvent, YoutubeSyncRun, YoutubeSyncRunStatus } from '@site/contracts';
import { DataSource } from 'typeorm';
import { SyncQueue } from '../sync-queue/sync-queue.service.js';
import type { SyncRunOrigin } from './sync-run-origin.js';
import { runsKept, SyncRunRecord, type FailedEvent } from './sync-run-record.js';
import { announceSql } from './sync-notices.js';
import { YoutubeSyncRunEntity } from './youtube-sync-run.entity.js';

/** How often the process running a sync writes its heartbeat, events or not. */
export const heartbeatMs = 2_000;
/** Five heartbeats missed: the process running it is gone. */
export const staleAfterMs = 10_000;

export const interruptedDetail = 'The YouTube sync stopped with the API process that ran it; nothing of it was saved';
export const interruptedEvent: FailedEvent = { phase: 'error', detail: interruptedDetail, status: 503 };

/** A run as a follower needs it. */
export interface RunState {
  id: number;
  seq: number;
  status: YoutubeSyncRunStatus;
  event: YoutubeSyncEvent;
}

export function toSyncRun(row: YoutubeSyncRunEntity): YoutubeSyncRun {
  return {
    id: row.id,
    trigger: row.trigger,
    started_by: row.startedBy ? { id: row.startedBy.id, username: row.startedBy.username } : null,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    status: row.status,
    added: row.added,
    updated: row.updated,
    error: row.error,
  };
}

/** The record of YouTube syncs, manual and scheduled, one row per job (the last `runsKept` are kept). */
@Injectable()
export class SyncRunsService {
  private readonly logger = new Logger('YoutubeSync');

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: SyncQueue,
  ) {}

  /** The writes of the run of job `jobId`, by the process working it. */
  record(jobId: string, origin: SyncRunOrigin): SyncRunRecord {
    return new SyncRunRecord(this.dataSource, jobId, origin, this.logger);
  }

  /** The most recent sync, running or ended; null before the first. */
  async latest(): Promise<YoutubeSyncRun | null> {
    const [run] = await this.list(1);
    return run ?? null;
  }

  /** Newest first; more than the `runsKept` kept is read as all of them. */
  async list(limit: number): Promise<YoutubeSyncRun[]> {
    await this.closeDead();
    const rows = await this.dataSource.getRepository(YoutubeSyncRunEntity).find({
      relations: { startedBy: true },
      order: { id: 'DESC' },
      take: Math.min(limit, runsKept),
    });
    return rows.map(toSyncRun);
  }

  async newest(): Promise<RunState | null> {
    const [run] = await this.dataSource.query<RunState[]>(
      `SELECT id, seq, status, event FROM youtube_sync_runs ORDER BY id DESC LIMIT 1`,
    );
    return run ?? null;
  }

  async ofJob(jobId: string): Promise<RunState | null> {
    const [run] = await this.dataSource.query<RunState[]>(
      `SELECT id, seq, status, event FROM youtube_sync_runs WHERE job_id = $1`,
      [jobId],
    );
    return run ?? null;
  }

  /** Whether a sync was running at `at`: a scheduled tick sent then is skipped, that sync did the same work. */
  async ranAt(at: Date): Promise<boolean> {
    const [{ ran }] = await this.dataSource.query<Array<{ ran: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM youtube_sync_runs WHERE started_at <= $1 AND (finished_at IS NULL OR finished_at >= $1)) AS ran`,
      [at],
    );
    return ran;
  }

  /**
   * The one rule for a dead run: a run whose heartbeat is older than `staleAfterMs` lost its process
   * (killed, crashed, cut off from the database). It is closed as interrupted, its job is failed so
   * the queue takes the next sync, then its end is announced. Whoever reads runs applies it first.
   * Nothing of a closed run is saved: its process, if alive after all, finds the row no longer
   * running at its next write and stops, and its videos commit only with its success.
   */
  async closeDead(): Promise<void> {
    const closed = await this.dataSource.query<Array<{ id: number; job_id: string | null }>>(
      `WITH closed AS (
         UPDATE youtube_sync_runs SET status = 'interrupted', event = $1, error = $2, seq = seq + 1, finished_at = now()
         WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => $3)
         RETURNING id, job_id)
       SELECT id, job_id FROM closed`,
      [interruptedEvent, interruptedDetail, staleAfterMs / 1000],
    );
    if (closed.length === 0) return;
    await this.queue.fail(
      closed.flatMap((run) => (run.job_id ? [run.job_id] : [])),
      interruptedEvent,
    );
    await this.dataSource.query(`SELECT ${announceSql} FROM youtube_sync_runs WHERE id = ANY($1)`, [
      closed.map((run) => run.id),
    ]);
  }
}
