import { Module } from '@nestjs/common';
import { ForumModule } from '../forum/forum.module.js';
import { NewsModule } from '../news/news.module.js';
import { VideosModule } from '../videos/videos.module.js';
import { FeedController } from './feed.controller.js';
import { FeedService } from './feed.service.js';

/** The home page's merged feed: asks the videos, news and forum modules, owns no table. */
@Module({
  imports: [VideosModule, NewsModule, ForumModule],
  controllers: [FeedController],
  providers: [FeedService],
})
export class FeedModule {}
