import type { CompatibilityRating, FeatureResult } from '@site/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../../users/index.js';
import { GameEntity } from '../../entities/game.entity.js';
import { SetupOptionEntity } from './setup-option.entity.js';

/** A member's report on one game with one setup (gun, display, way of playing). */
@Entity({ name: 'compatibility_reports' })
export class CompatibilityReportEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'game_id', type: 'integer' })
  gameId: number;

  @ManyToOne(() => GameEntity, { onDelete: 'CASCADE', createForeignKeyConstraints: false })
  @JoinColumn({ name: 'game_id' })
  game: GameEntity;

  /** Null once the account is deleted. */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL', createForeignKeyConstraints: false })
  @JoinColumn({ name: 'author_id' })
  author: User | null;

  /** The author's id when filed, kept when the account is deleted: the tier counts each reporter once. */
  @Column({ name: 'reporter_id', type: 'integer' })
  reporterId: number;

  @Column({ name: 'gun_id', type: 'integer' })
  gunId: number;

  @ManyToOne(() => SetupOptionEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'gun_id' })
  gun: SetupOptionEntity;

  @Column({ name: 'display_id', type: 'integer' })
  displayId: number;

  @ManyToOne(() => SetupOptionEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'display_id' })
  display: SetupOptionEntity;

  @Column({ name: 'play_mode_id', type: 'integer' })
  playModeId: number;

  @ManyToOne(() => SetupOptionEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'play_mode_id' })
  playMode: SetupOptionEntity;

  @Column({ type: 'varchar', length: 16 })
  rating: CompatibilityRating;

  /** Each feature as the member tried it: works, fails, or untested (never shown). */
  @Column({ type: 'varchar', length: 8, default: 'untested' })
  recoil: FeatureResult;

  @Column({ name: 'offscreen_reload', type: 'varchar', length: 8, default: 'untested' })
  offscreenReload: FeatureResult;

  @Column({ name: 'two_players', type: 'varchar', length: 8, default: 'untested' })
  twoPlayers: FeatureResult;

  @Column({ type: 'varchar', length: 8, default: 'untested' })
  calibration: FeatureResult;

  @Column({ name: 'emulator_version', type: 'varchar', length: 100, default: '' })
  emulatorVersion: string;

  @Column({ name: 'gun_firmware', type: 'varchar', length: 100, default: '' })
  gunFirmware: string;

  @Column({ name: 'game_version', type: 'varchar', length: 100, default: '' })
  gameVersion: string;

  /** Members who marked it helpful (compatibility_report_votes), kept in the vote's transaction. */
  @Column({ name: 'helpful_count', type: 'integer', default: 0 })
  helpfulCount: number;

  /** Markdown, stored as sent. */
  @Column({ type: 'text', default: '' })
  notes: string;

  /** The notes rendered and sanitised when written (MarkdownCooker): reads never parse Markdown. */
  @Column({ name: 'notes_html', type: 'text', default: '' })
  notesHtml: string;

  /**
   * Set by a moderator, or when filed while a hide stands (report-holds.ts): the report is hidden
   * (left out of the game's figures).
   */
  @Column({ name: 'hidden_reason', type: 'varchar', length: 500, nullable: true })
  hiddenReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Its author changed it after filing: shown as "edited". */
  @Column({ type: 'boolean', default: false })
  edited: boolean;

  /** When its author last filed it; their most recent visible report is the one the tier counts. */
  @Column({ name: 'filed_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  filedAt: Date;
}
