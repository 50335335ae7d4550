import { Injectable } from '@nestjs/common';
import type { MySubmission, MySubmissionPage } from '@site/contracts';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import { NewsService } from '../news/index.js';
import { VideosService } from '../videos/index.js';

/** Newest first; for submissions made in the same instant, news before videos, then the higher id. */
const newestFirst = (a: MySubmission, b: MySubmission) =>
  b.created_at.localeCompare(a.created_at) || a.type.localeCompare(b.type) || b.id - a.id;

/** A member's submitted videos and news, merged from the two modules that own them. */
@Injectable()
export class MySubmissionsService {
  constructor(
    private readonly videos: VideosService,
    private readonly news: NewsService,
  ) {}

  /** One page: each module gives its newest up to the page's end (a member's submissions are few), merged here. */
  async page(userId: number, page: number, askedLimit: number): Promise<MySubmissionPage> {
    const { limit, offset } = pageBounds(page, askedLimit);
    const [videos, news] = await Promise.all([
      this.videos.submissionsOf(userId, 0, offset + limit),
      this.news.submissionsOf(userId, 0, offset + limit),
    ]);
    const merged = [...videos.items, ...news.items].sort(newestFirst);
    return {
      submissions: merged.slice(offset, offset + limit),
      pagination: paginationOf(page, limit, videos.total + news.total),
    };
  }

  async all(userId: number): Promise<MySubmission[]> {
    const [videos, news] = await Promise.all([this.videos.submissionsOf(userId), this.news.submissionsOf(userId)]);
    return [...videos.items, ...news.items].sort(newestFirst);
  }
}
