import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsArticleEntity } from './entities/news-article.entity.js';
import { NewsController } from './news.controller.js';
import { NewsService } from './news.service.js';
import { RateLimitModule } from '../auth/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { UsersModule } from '../users/index.js';

/** News articles: public reading and RSS, member submissions, admin moderation. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsArticleEntity]), RateLimitModule, NotificationsModule, UsersModule],
  controllers: [NewsController],
  providers: [NewsService],
  exports: [NewsService],
})
export class NewsModule {}
