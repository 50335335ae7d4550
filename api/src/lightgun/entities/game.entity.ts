import type { CompatibilityRating, CompatibilityStanding } from '@site/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { PlatformEntity } from './platform.entity.js';

@Entity({ name: 'games' })
export class GameEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'platform_id', type: 'integer' })
  platformId: number;

  /** Loaded with every game: responses carry the platform's name. */
  @ManyToOne(() => PlatformEntity, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'platform_id' })
  platform: PlatformEntity;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ name: 'release_year', type: 'integer', nullable: true })
  releaseYear: number | null;

  /** Free text ('1996-03-21', 'March 1996'); '' when unknown. */
  @Column({ name: 'release_date', type: 'varchar', length: 40, default: '' })
  releaseDate: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  developer: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  publisher: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  genre: string[];

  @Column({ type: 'text', default: '' })
  description: string;

  /** '' means the generated cover. */
  @Column({ name: 'box_art_url', type: 'text', default: '' })
  boxArtUrl: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  screenshots: string[];

  @Column({ name: 'gameplay_videos', type: 'jsonb', default: () => "'[]'" })
  gameplayVideos: string[];

  /** Kept by every report change (see CompatibilityReportsService); null: no visible reports. */
  @Column({ name: 'compatibility_tier', type: 'varchar', length: 16, nullable: true })
  compatibilityTier: CompatibilityRating | null;

  /** The whole standing behind the tier (counts, confidence, trend); null until first computed (noStanding). */
  @Column({ type: 'jsonb', nullable: true })
  compatibility: CompatibilityStanding | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
