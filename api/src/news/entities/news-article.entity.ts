import type { NewsCategory, NewsStatus } from '@site/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'news' })
export class NewsArticleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** The excerpt. */
  @Column({ type: 'text' })
  description: string;

  /** Markdown, stored as sent. */
  @Column({ type: 'text' })
  content: string;

  /** The content rendered and sanitised when written (MarkdownCooker): reads never parse Markdown. */
  @Column({ name: 'content_html', type: 'text', default: '' })
  contentHtml: string;

  /** The content's prose on one line, at most 300 characters: what lists and cards show. */
  @Column({ name: 'content_excerpt', type: 'text', default: '' })
  contentExcerpt: string;

  @Column({ type: 'text', default: 'General' })
  category: NewsCategory;

  @Column({ type: 'text', default: '' })
  image: string;

  @Column({ name: 'link_url', type: 'text', default: '' })
  linkUrl: string;

  @Column({ name: 'read_time', type: 'text', default: '5 min' })
  readTime: string;

  @Column({ type: 'text', default: 'pending' })
  status: NewsStatus;

  /** Computed by the database from `status`; TypeORM reads it back after every insert and update. */
  @Column({
    type: 'boolean',
    insert: false,
    update: false,
    generatedType: 'STORED',
    asExpression: "status = 'published'",
  })
  published: boolean;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags: string[];

  /** The poster's display name when posting: it stays if the account is renamed or deleted. */
  @Column({ type: 'text', default: 'Anonymous' })
  author: string;

  @Column({ name: 'submitted_by', type: 'integer', nullable: true })
  submittedBy: number | null;

  /** The admin's reason for a denial (status 'denied' only; at most maxDenialReasonLength characters). */
  @Column({ name: 'denial_reason', type: 'text', nullable: true })
  denialReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Seeded to show the site off (api/src/seed): an admin removes every such row in one go. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;
}
