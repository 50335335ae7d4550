import { Injectable } from '@nestjs/common';
import type { DemoContentCounts } from '@site/contracts';
import { DataSource } from 'typeorm';
import { ForumThreadsService } from '../../forum/index.js';
import { NewsService } from '../../news/index.js';
import { VideosService } from '../../videos/index.js';

/**
 * The demo content the seed adds to a fresh install, removed in one go by an admin; each module deletes its own rows.
 */
@Injectable()
export class DemoContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly news: NewsService,
    private readonly threads: ForumThreadsService,
  ) {}

  async count(): Promise<DemoContentCounts> {
    const [videos, news, threads] = await Promise.all([
      this.videos.countDemo(),
      this.news.countDemo(),
      this.threads.countDemo(),
    ]);
    return { videos, news, threads };
  }

  /** One transaction: all of it goes or none. The catalogue and the welcome posts are not demo, so they stay. */
  remove(): Promise<DemoContentCounts> {
    return this.dataSource.transaction(async (manager) => ({
      videos: await this.videos.removeDemo(manager),
      news: await this.news.removeDemo(manager),
      threads: await this.threads.removeDemo(manager),
    }));
  }
}
