import type { Logger } from '@nestjs/common';
import type { YoutubeSyncEvent, YoutubeSyncResult } from '@site/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { SyncRunOrigin } from './sync-run-origin.js';
import { announceSql } from './sync-notices.js';

/** Rows kept for the record; older ones are deleted as new runs start. */
export const runsKept = 50;

export type FailedEvent = Extract<YoutubeSyncEvent, { phase: 'error' }>;

/** The run was closed as interrupted while this process still worked on it: nothing more of it may be written. */
export class SyncInterrupted extends Error {
  constructor() {
    super('The YouTube sync was closed as interrupted while it ran');
  }
}

/**
 * The writes of one run, by the process working its job. Each event is written and announced before
 * the next (followers see every one, in order), and only while the row is still `running`: once the
 * dead-run rule has closed it, the next write throws SyncInterrupted and the sync stops.
 */
export class SyncRunRecord {
  private id?: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobId: string,
    private readonly origin: SyncRunOrigin,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  /** The first event creates the row; from then on every process sees the run. */
  async publish(event: YoutubeSyncEvent): Promise<void> {
    if (this.id === undefined) {
      this.id = await this.insert(event, 'running');
      await this.announce();
      return;
    }
    let written: unknown[];
    try {
      written = await this.dataSource.query(
        `WITH run AS (
           UPDATE youtube_sync_runs SET event = $2, seq = seq + 1, heartbeat_at = now() WHERE id = $1 AND status = 'running'
           RETURNING id, job_id, seq, event)
         SELECT ${announceSql} FROM run`,
        [this.id, event],
      );
    } catch (error) {
      // Progress is for show: the sync itself goes on, and so does the heartbeat.
      this.logger.warn(`Sync progress not recorded: ${String(error)}`);
      return;
    }
    if (written.length === 0) throw new SyncInterrupted();
  }

  /** Every `heartbeatMs` while the job runs, events or not. */
  async beat(): Promise<void> {
    if (this.id === undefined) return;
    try {
      await this.dataSource.query(
        `UPDATE youtube_sync_runs SET heartbeat_at = now() WHERE id = $1 AND status = 'running'`,
        [this.id],
      );
    } catch (error) {
      this.logger.warn(`Sync heartbeat not recorded: ${String(error)}`);
    }
  }

  /** Inside the transaction that saves the videos: they are kept only with the run's success. */
  async succeed(manager: EntityManager, result: YoutubeSyncResult): Promise<void> {
    const ended = await manager.query<unknown[]>(
      `WITH ended AS (
         UPDATE youtube_sync_runs SET status = 'succeeded', event = $2, added = $3, updated = $4, seq = seq + 1,
           heartbeat_at = now(), finished_at = now()
         WHERE id = $1 AND status = 'running' RETURNING id)
       SELECT id FROM ended`,
      [this.id, { phase: 'done', result }, result.added, result.updated],
    );
    if (ended.length === 0) throw new SyncInterrupted();
  }

  /** Records how it failed; false when it was no longer this process's to end (closed as interrupted). */
  async fail(event: FailedEvent): Promise<boolean> {
    if (this.id === undefined) {
      this.id = await this.insert(event, 'failed');
      return true;
    }
    const ended = await this.dataSource.query<unknown[]>(
      `WITH ended AS (
         UPDATE youtube_sync_runs SET status = 'failed', event = $2, error = $3, seq = seq + 1, heartbeat_at = now(), finished_at = now()
         WHERE id = $1 AND status = 'running' RETURNING id)
       SELECT id FROM ended`,
      [this.id, event, event.detail],
    );
    return ended.length > 0;
  }

  /** Tells every listener the run as it stands; once ended, only after its job has ended too. */
  async announce(): Promise<void> {
    await this.dataSource.query(`SELECT ${announceSql} FROM youtube_sync_runs WHERE id = $1`, [this.id]);
  }

  private async insert(event: YoutubeSyncEvent, status: 'running' | 'failed'): Promise<number> {
    const [{ id }] = await this.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO youtube_sync_runs (job_id, trigger, started_by, status, event, error, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $4 = 'running' THEN NULL ELSE now() END) RETURNING id`,
      [
        this.jobId,
        this.origin.trigger,
        this.origin.startedBy,
        status,
        event,
        event.phase === 'error' ? event.detail : null,
      ],
    );
    await this.dataSource.query(`DELETE FROM youtube_sync_runs WHERE id <= $1`, [id - runsKept]);
    return id;
  }
}
