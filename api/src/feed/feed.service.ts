import { BadRequestException, Injectable } from '@nestjs/common';
import type { FeedItem, FeedResponse, ForumThreadSummary, NewsArticle, Video } from '@site/contracts';
import { ForumThreadsService } from '../forum/index.js';
import { paginationOf } from '../http/pagination-query.js';
import { NewsService } from '../news/index.js';
import { VideosService } from '../videos/index.js';
import { feedPageSize, mergeFeed, pinnedNewsTitle, cardExcerpt } from './feed-merge.js';

// Spec section 9: the feed reads the newest 50 videos and the newest 20 forum threads.
const videoLimit = 50;
const threadLimit = 20;

const videoItem = (video: Video): FeedItem => ({
  type: 'video',
  id: video.id,
  title: video.title,
  excerpt: cardExcerpt(video.description),
  thumbnail: video.thumbnail,
  date: video.published_at ?? video.created_at,
  url: `/video/${video.id}`,
});

const newsItem = (article: NewsArticle): FeedItem => ({
  type: 'news',
  id: article.id,
  title: article.title,
  excerpt: cardExcerpt(article.description || article.content_excerpt),
  thumbnail: article.image || null,
  date: article.created_at,
  url: `/news/${article.id}`,
});

const threadItem = (thread: ForumThreadSummary): FeedItem => ({
  type: 'thread',
  id: thread.id,
  title: thread.title,
  excerpt: cardExcerpt(thread.excerpt),
  thumbnail: null,
  date: thread.created_at,
  url: `/forum/thread/${thread.id}`,
});

/** The home page's 'Latest Content': published videos and news and forum threads, one page per call. */
@Injectable()
export class FeedService {
  constructor(
    private readonly videos: VideosService,
    private readonly news: NewsService,
    private readonly threads: ForumThreadsService,
  ) {}

  /**
   * Each source gives its first page*10 items in the feed's own order, so the merged page is exact
   * while no source is read past it (every published article was read before).
   */
  async page(page: number): Promise<FeedResponse> {
    const counts = await Promise.all([
      this.videos.publishedCount(videoLimit),
      this.news.countWith('published'),
      this.threads.count(threadLimit),
    ]);
    const pagination = paginationOf(page, feedPageSize, counts[0] + counts[1] + counts[2]);
    if (page > 1 && page > pagination.total_pages)
      throw new BadRequestException(`page must be at most ${pagination.total_pages}`);
    const upToPage = page * feedPageSize;
    const [videos, news, threads] = await Promise.all([
      this.videos.latestPublished(videoLimit, upToPage),
      this.news.latestPublished(upToPage, pinnedNewsTitle),
      this.threads.latest(threadLimit, upToPage),
    ]);
    const items = mergeFeed(videos.map(videoItem), news.map(newsItem), threads.map(threadItem));
    return { items: items.slice(upToPage - feedPageSize, upToPage), pagination };
  }
}
