import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/index.js';

@Entity({ name: 'forum_threads' })
export class ForumThreadEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** The opening post: Markdown, stored as sent. */
  @Column({ type: 'text' })
  content: string;

  /** The opening post rendered and sanitised when written (MarkdownCooker): reads never parse Markdown. */
  @Column({ name: 'content_html', type: 'text', default: '' })
  contentHtml: string;

  /** The prose on one line, at most 300 characters: what lists and page descriptions show. */
  @Column({ type: 'text', default: '' })
  excerpt: string;

  /** Null once the account is deleted. */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL', createForeignKeyConstraints: false })
  @JoinColumn({ name: 'author_id' })
  author: User | null;

  /** The catalogue game the thread discusses; null once the game is deleted. */
  @Column({ name: 'game_id', type: 'integer', nullable: true })
  gameId: number | null;

  /** The game's own thread, opened by "Discuss this game": at most one per game (a unique index). */
  @Column({ name: 'is_game_discussion', type: 'boolean', default: false })
  isGameDiscussion: boolean;

  @Column({ name: 'is_pinned', type: 'boolean', default: false })
  isPinned: boolean;

  @Column({ name: 'is_locked', type: 'boolean', default: false })
  isLocked: boolean;

  @Column({ name: 'vote_count', type: 'integer', default: 0 })
  voteCount: number;

  @Column({ name: 'reply_count', type: 'integer', default: 0 })
  replyCount: number;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount: number;

  /**
   * The highest post number given in the thread (the opening post is 1): raised by the trigger that
   * numbers each reply, never written from here.
   */
  @Column({ name: 'last_post_number', type: 'integer', default: 1, insert: false, update: false })
  lastPostNumber: number;

  /** The title or the opening post was changed after posting. */
  @Column({ type: 'boolean', default: false })
  edited: boolean;

  /** Seeded to show the site off (api/src/seed): an admin removes every such row in one go. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The last activity, set by the service: a plain column so views, votes, pins and locks leave it alone. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
