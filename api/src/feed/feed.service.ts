import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FeedItem, FeedResponse } from '@site/contracts';
import type { Repository } from 'typeorm';
import { ForumThreadEntity } from '../forum/entities/forum-thread.entity.js';
import { paginationOf } from '../http/pagination-query.js';
import { NewsArticleEntity } from '../news/entities/news-article.entity.js';
import { VideoEntity } from '../videos/entities/video.entity.js';
import { toVideoResponse } from '../videos/video-response.js';
import { feedPageSize, mergeFeed, plainExcerpt } from './feed-merge.js';

// Spec section 9: the feed reads the newest 50 videos and the newest 20 forum threads.
const videoLimit = 50;
const threadLimit = 20;

/** The home page's 'Latest Content': published videos and news and forum threads, one page per call. */
@Injectable()
export class FeedService {
  constructor(
    @InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>,
    @InjectRepository(NewsArticleEntity) private readonly news: Repository<NewsArticleEntity>,
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
  ) {}

  async page(page: number): Promise<FeedResponse> {
    const [videos, news, threads] = await Promise.all([
      this.videos
        .createQueryBuilder('video')
        .where("video.status = 'published'")
        .orderBy('video.publishedAt', 'DESC', 'NULLS LAST')
        .addOrderBy('video.id', 'DESC')
        .limit(videoLimit)
        .getMany(),
      this.news.find({ where: { status: 'published' } }),
      this.threads.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: threadLimit }),
    ]);
    const items = mergeFeed(
      videos.map((video): FeedItem => {
        const response = toVideoResponse(video);
        return {
          type: 'video',
          id: video.id,
          title: video.title,
          excerpt: plainExcerpt(video.description),
          thumbnail: response.thumbnail,
          date: response.published_at ?? response.created_at,
          url: `/video/${video.id}`,
        };
      }),
      news.map((article): FeedItem => ({
        type: 'news',
        id: article.id,
        title: article.title,
        excerpt: plainExcerpt(article.description || article.content),
        thumbnail: article.image || null,
        date: article.createdAt.toISOString(),
        url: `/news/${article.id}`,
      })),
      threads.map((thread): FeedItem => ({
        type: 'thread',
        id: thread.id,
        title: thread.title,
        excerpt: plainExcerpt(thread.content),
        thumbnail: null,
        date: thread.createdAt.toISOString(),
        url: `/forum/thread/${thread.id}`,
      })),
    );
    const pagination = paginationOf(page, feedPageSize, items.length);
    if (page > 1 && page > pagination.total_pages) throw new BadRequestException(`page must be at most ${pagination.total_pages}`);
    return { items: items.slice((page - 1) * feedPageSize, page * feedPageSize), pagination };
  }
}
