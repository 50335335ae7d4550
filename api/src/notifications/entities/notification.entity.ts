import type { NotificationKind } from '@site/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationSourceType } from '../notification-draft.js';

/** One thing a member is told; written in bulk by NotificationsService (plain SQL), read by its pages. */
@Entity({ name: 'notifications' })
export class NotificationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The recipient. */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'text' })
  kind: NotificationKind;

  /** Null for the site itself, or once the actor's account is deleted. */
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  excerpt: string;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'text' })
  link: string;

  @Column({ name: 'source_type', type: 'text' })
  sourceType: NotificationSourceType;

  @Column({ name: 'source_id', type: 'integer' })
  sourceId: number;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** Mailed, or settled without a mail (read first, or its kind is never mailed); null while still due. */
  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
