import type { YoutubeSyncEvent, YoutubeSyncTrigger } from '@site/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/index.js';

/**
 * One YouTube sync: its latest progress event while it runs (for followers on every API process),
 * then its record. Written by YoutubeSyncRuns; an unfinished row whose lock is gone was interrupted.
 */
@Entity({ name: 'youtube_sync_runs' })
export class YoutubeSyncRunEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The API process that ran it. */
  @Column({ type: 'text' })
  owner: string;

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

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  added: number | null;

  @Column({ type: 'integer', nullable: true })
  updated: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
