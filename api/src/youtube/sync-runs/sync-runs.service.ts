import { Injectable } from '@nestjs/common';
import type { YoutubeSyncRun, YoutubeSyncRunStatus } from '@site/contracts';
import { DataSource } from 'typeorm';
import { advisoryLockHeldSql } from '../advisory-lock.js';
import { YoutubeSyncRunEntity } from './youtube-sync-run.entity.js';
import { interruptedDetail, interruptedEvent, runsKept, syncLockKey } from './youtube-sync-runs.js';

function statusOf(row: YoutubeSyncRunEntity): YoutubeSyncRunStatus {
  if (!row.finishedAt) return 'running';
  if (row.error === null) return 'succeeded';
  return row.error === interruptedDetail ? 'interrupted' : 'failed';
}

export function toSyncRun(row: YoutubeSyncRunEntity): YoutubeSyncRun {
  return {
    id: row.id,
    trigger: row.trigger,
    started_by: row.startedBy ? { id: row.startedBy.id, username: row.startedBy.username } : null,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    status: statusOf(row),
    added: row.added,
    updated: row.updated,
    error: row.error,
  };
}

/** The record of past YouTube syncs, manual and scheduled, newest first (the last `runsKept` are kept). */
@Injectable()
export class SyncRunsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The most recent sync, running or ended; null before the first. */
  async latest(): Promise<YoutubeSyncRun | null> {
    const [run] = await this.list(1);
    return run ?? null;
  }

  /** More than the `runsKept` kept is read as all of them. */
  async list(limit: number): Promise<YoutubeSyncRun[]> {
    await this.closeInterrupted();
    const rows = await this.dataSource.getRepository(YoutubeSyncRunEntity).find({
      relations: { startedBy: true },
      order: { id: 'DESC' },
      take: Math.min(limit, runsKept),
    });
    return rows.map(toSyncRun);
  }

  /**
   * Unfinished rows belong to a process that died when the lock is gone or a later run has started.
   * A run that finishes meanwhile is safe: its last write comes before its unlock, and PostgreSQL
   * checks the WHERE again on a row updated under this statement.
   */
  private async closeInterrupted(): Promise<void> {
    await this.dataSource.query(
      `UPDATE youtube_sync_runs SET event = $2, error = $3, seq = seq + 1, updated_at = now(), finished_at = now()
       WHERE finished_at IS NULL AND (NOT ${advisoryLockHeldSql} OR id < (SELECT max(id) FROM youtube_sync_runs))`,
      [syncLockKey, interruptedEvent, interruptedDetail],
    );
  }
}
