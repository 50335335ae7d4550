import { Module } from '@nestjs/common';
import { ForumModule } from '../forum/index.js';
import { NewsModule } from '../news/index.js';
import { VideosModule } from '../videos/index.js';
import { FeedController } from './feed.controller.js';
import { FeedService } from './feed.service.js';

/** The home page's merged feed: asks the videos, news and forum modules, owns no table. */
@Module({
  imports: [VideosModule, NewsModule, ForumModule],
  controllers: [FeedController],
  providers: [FeedService],
})
export class FeedModule {}
