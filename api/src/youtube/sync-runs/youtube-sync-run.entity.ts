import type { YoutubeSyncEvent, YoutubeSyncRunStatus, YoutubeSyncTrigger } from '@site/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/index.js';

/**
 * One YouTube sync: the record of one job on the 'youtube-sync' queue, written by the process that
 * works it (SyncRunRecord). While it runs: its latest progress event and a heartbeat; then how it ended.
 */
@Entity({ name: 'youtube_sync_runs' })
export class YoutubeSyncRunEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The pg-boss job it records; null for runs from before the queue. */
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId: string | null;

  /** running until it ends; interrupted only by SyncRunsService.closeDead. */
  @Column({ type: 'text', default: 'running' })
  status: YoutubeSyncRunStatus;

  /** Raised with every event written: followers drop a notice they have already seen. */
  @Column({ type: 'integer', default: 0 })
  seq: number;

  @Column({ type: 'jsonb' })
  event: YoutubeSyncEvent;

  @Column({ type: 'text', default: 'manual' })
  trigger: YoutubeSyncTrigger;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'started_by' })
  startedBy: User | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  /** The last sign of life of the process running it (database time). */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', default: () => 'now()' })
  heartbeatAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  added: number | null;

  @Column({ type: 'integer', nullable: true })
  updated: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
