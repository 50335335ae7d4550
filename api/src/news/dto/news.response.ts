import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { NewsCategory, NewsStatus } from '@site/contracts';

const newsStatuses: NewsStatus[] = ['published', 'pending', 'denied'];

export class NewsArticleResponse implements Api.NewsArticle {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'The excerpt' })
  description: string;

  @ApiProperty({ description: 'The same text as description' })
  excerpt: string;

  @ApiProperty({
    description: "The content's prose on one line, at most 300 characters: lists never carry the whole text",
  })
  content_excerpt: string;

  @ApiProperty({ example: 'General' })
  category: NewsCategory;

  @ApiProperty()
  image: string;

  @ApiProperty()
  link_url: string;

  @ApiProperty({ example: '5 min' })
  readTime: string;

  @ApiProperty()
  published: boolean;

  @ApiProperty({ enum: newsStatuses })
  status: NewsStatus;

  @ApiProperty({ description: "The poster's display name, else 'Anonymous'" })
  author: string;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({ description: 'Seeded to show the site off: removed by DELETE /api/admin/demo-content' })
  is_demo: boolean;
}

export class NewsArticleDetailResponse extends NewsArticleResponse implements Api.NewsArticleDetail {
  @ApiProperty({ description: 'Markdown, stored as sent' })
  content: string;

  @ApiProperty({ description: 'The content rendered from Markdown and sanitised when it was written' })
  content_html: string;
}
