import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ForumPost, ForumThread, ForumThreadSummary, ForumVoteResponse, MessageResponse } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/user.entity.js';
import { visitorHash } from '../visitors/visitor-hash.js';
import { PostInput, VoteInput } from './dto/post.input.js';
import { ForumPostingLimitGuard } from './forum-posting-limit.guard.js';
import { ForumPostsService } from './forum-posts.service.js';
import { ForumThreadsService } from './forum-threads.service.js';

@ApiTags('forum')
@ApiBearerAuth()
@Controller('forum/threads')
export class ForumThreadsController {
  constructor(
    private readonly threads: ForumThreadsService,
    private readonly posts: ForumPostsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public; counts a view once per visitor and quiet spell. A valid token also brings the caller's own vote. */
  @Public()
  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() viewer: User | undefined, @Req() request: FastifyRequest): Promise<ForumThread> {
    return this.threads.view(id, visitorHash(this.config.visitorSalt, request.ip, request.headers['user-agent']), viewer);
  }

  /** The author, a moderator or an admin. */
  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<MessageResponse> {
    await this.threads.remove(id, user);
    return { message: 'Thread deleted' };
  }

  @HttpCode(200)
  @Post(':id/vote')
  vote(@Param('id', ParseIdPipe) id: number, @Body() body: VoteInput, @CurrentUser() user: User): Promise<ForumVoteResponse> {
    return this.threads.vote(id, body.vote_type, user);
  }

  @Roles('moderator')
  @Patch(':id/pin')
  pin(@Param('id', ParseIdPipe) id: number): Promise<ForumThreadSummary> {
    return this.threads.toggle(id, 'isPinned');
  }

  @Roles('moderator')
  @Patch(':id/lock')
  lock(@Param('id', ParseIdPipe) id: number): Promise<ForumThreadSummary> {
    return this.threads.toggle(id, 'isLocked');
  }

  @UseGuards(ForumPostingLimitGuard)
  @Post(':id/posts')
  reply(@Param('id', ParseIdPipe) id: number, @Body() body: PostInput, @CurrentUser() user: User): Promise<ForumPost> {
    return this.posts.create(id, body, user);
  }
}
