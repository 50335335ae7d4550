import type { Tag, VideoCategory, VideoStatus } from '@site/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'videos' })
export class VideoEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', default: '' })
  thumbnail: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  duration: string;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ name: 'youtube_id', type: 'varchar', length: 11 })
  youtubeId: string;

  @Column({ type: 'text', default: 'on-rail' })
  category: VideoCategory;

  @Column({ type: 'text', default: 'published' })
  status: VideoStatus;

  /** 'youtube' rows come from the playlist sync; 'manual' ones are never touched by it. */
  @Column({ type: 'text', default: 'manual' })
  source: 'manual' | 'youtube';

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags: Tag[];

  /** The tags' texts, for full-text search. */
  @Column({ name: 'tag_words', type: 'text', default: '' })
  tagWords: string;

  @Column({ name: 'submitted_by', type: 'integer', nullable: true })
  submittedBy: number | null;

  /** The admin's reason for a denial (status 'denied' only; at most maxDenialReasonLength characters). */
  @Column({ name: 'denial_reason', type: 'text', nullable: true })
  denialReason: string | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** The catalogue game it shows, linked by an admin; null when none (or the game was deleted). */
  @Column({ name: 'game_id', type: 'integer', nullable: true })
  gameId: number | null;

  /** Seeded to show the site off (api/src/seed): an admin removes every such row in one go. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
