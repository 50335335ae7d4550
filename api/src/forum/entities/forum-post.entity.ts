import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/index.js';
import { ForumThreadEntity } from './forum-thread.entity.js';

/** A reply in a thread. */
@Entity({ name: 'forum_posts' })
export class ForumPostEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'thread_id', type: 'integer' })
  threadId: number;

  @ManyToOne(() => ForumThreadEntity, { onDelete: 'CASCADE', createForeignKeyConstraints: false })
  @JoinColumn({ name: 'thread_id' })
  thread?: ForumThreadEntity;

  /**
   * Its place in the thread (the opening post is 1, the first reply 2), given at insert by a trigger
   * (migration 1796000200000) under the thread's row lock; a deleted post leaves a gap.
   */
  @Column({ name: 'post_number', type: 'integer', insert: false, update: false })
  postNumber: number;

  /** Markdown, stored as sent. */
  @Column({ type: 'text' })
  content: string;

  /** The reply rendered and sanitised when written (MarkdownCooker): reads never parse Markdown. */
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

  @Column({ type: 'boolean', default: false })
  edited: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
