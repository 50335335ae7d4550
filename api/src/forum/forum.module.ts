import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ForumCategoryEntity } from './entities/forum-category.entity.js';
import { ForumPostEntity } from './entities/forum-post.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { ForumVoteEntity } from './entities/forum-vote.entity.js';
import { ForumCategoriesController } from './forum-categories.controller.js';
import { ForumCategoriesService } from './forum-categories.service.js';
import { ForumPostsController } from './forum-posts.controller.js';
import { ForumPostsService } from './forum-posts.service.js';
import { ForumSearchService } from './forum-search.service.js';
import { ForumThreadsController } from './forum-threads.controller.js';
import { ForumThreadsService } from './forum-threads.service.js';
import { ForumController } from './forum.controller.js';

/** The forum: categories, threads, replies, votes, moderation and full-text search. */
@Module({
  imports: [TypeOrmModule.forFeature([ForumCategoryEntity, ForumThreadEntity, ForumPostEntity, ForumVoteEntity])],
  controllers: [ForumController, ForumCategoriesController, ForumThreadsController, ForumPostsController],
  providers: [ForumCategoriesService, ForumThreadsService, ForumPostsService, ForumSearchService],
  exports: [ForumThreadsService],
})
export class ForumModule {}
