import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../auth/index.js';
import { LightgunModule } from '../lightgun/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { UsersModule } from '../users/index.js';
import { ForumCategoryEntity } from './entities/forum-category.entity.js';
import { ForumPostEntity } from './entities/forum-post.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { ForumVoteEntity } from './entities/forum-vote.entity.js';
import { ForumCategoriesController } from './forum-categories.controller.js';
import { ForumCategoriesService } from './forum-categories.service.js';
import { ForumPostsController } from './forum-posts.controller.js';
import { ForumNotices } from './forum-notices.service.js';
import { ForumPostsService } from './forum-posts.service.js';
import { ForumReadingController } from './forum-reading.controller.js';
import { ForumSearchService } from './forum-search.service.js';
import { ForumThreadsController } from './forum-threads.controller.js';
import { ForumThreadsService } from './forum-threads.service.js';
import { ForumWatches } from './forum-watches.service.js';
import { ForumController } from './forum.controller.js';
import { GameDiscussionsController } from './game-discussions.controller.js';
import { GameDiscussionsService } from './game-discussions.service.js';
import { MemberProfilesController } from './member-profiles.controller.js';
import { MemberProfilesService } from './member-profiles.service.js';
import { PostCountCheck } from './post-count-check.service.js';
import { ThreadEdits } from './thread-edits.service.js';
import { ThreadFeeds } from './thread-feeds.service.js';
import { ThreadReads } from './thread-reads.service.js';
import { ThreadSummaries } from './thread-summaries.js';

/**
 * The forum: categories, threads, replies, votes, moderation, full-text search, the catalogue games' threads and
 * members' profiles.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ForumCategoryEntity, ForumThreadEntity, ForumPostEntity, ForumVoteEntity]),
    LightgunModule,
    UsersModule,
    RateLimitModule,
    NotificationsModule,
  ],
  controllers: [
    ForumController,
    ForumCategoriesController,
    ForumThreadsController,
    ForumPostsController,
    GameDiscussionsController,
    MemberProfilesController,
    ForumReadingController,
  ],
  providers: [
    ForumCategoriesService,
    ForumThreadsService,
    ForumPostsService,
    ForumSearchService,
    GameDiscussionsService,
    MemberProfilesService,
    PostCountCheck,
    ThreadSummaries,
    ThreadReads,
    ThreadFeeds,
    ForumWatches,
    ForumNotices,
    ThreadEdits,
  ],
  exports: [ForumThreadsService, ForumCategoriesService, ForumPostsService, MemberProfilesService],
})
export class ForumModule {}
