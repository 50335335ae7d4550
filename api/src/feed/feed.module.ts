import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ForumThreadEntity } from '../forum/entities/forum-thread.entity.js';
import { NewsArticleEntity } from '../news/entities/news-article.entity.js';
import { VideoEntity } from '../videos/entities/video.entity.js';
import { FeedController } from './feed.controller.js';
import { FeedService } from './feed.service.js';

/** The home page's merged feed: reads videos, news and forum threads, owns none of them. */
@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity, NewsArticleEntity, ForumThreadEntity])],
  controllers: [FeedController],
  providers: [FeedService],
})
export class FeedModule {}
