import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, PostingLimitGuard } from '../auth/index.js';
import { Public } from '../http/public.decorator.js';
import { Roles } from '../http/roles.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/index.js';
import { visitorHash } from '../visitors/index.js';
import { ReplyPageQuery, ThreadQuery } from './dto/forum.query.js';
import { PostInput, VoteInput } from './dto/post.input.js';
import { ThreadEditInput } from './dto/thread-edit.input.js';
import {
  ForumPostPageResponse,
  ForumPostResponse,
  ForumThreadResponse,
  ForumThreadSummaryResponse,
  ForumVoteResponse,
} from './dto/forum.response.js';
import { ForumPostsService } from './forum-posts.service.js';
import { ForumThreadsService } from './forum-threads.service.js';
import { ThreadEdits } from './thread-edits.service.js';

@ApiTags('forum')
@ApiBearerAuth()
@Controller('forum/threads')
export class ForumThreadsController {
  constructor(
    private readonly threads: ForumThreadsService,
    private readonly posts: ForumPostsService,
    private readonly edits: ThreadEdits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public; counts a view once per visitor and quiet spell. A valid token also brings the caller's own vote. */
  @Public()
  @Get(':id')
  @ApiOkResponse({ type: ForumThreadResponse })
  @ApiErrors(400, 404)
  get(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ThreadQuery,
    @CurrentUser() viewer: User | undefined,
    @Req() request: FastifyRequest,
  ): Promise<ForumThreadResponse> {
    return this.threads.view(id, visitorHash(this.config.visitorSalt, request.ip, viewer), viewer, query);
  }

  /** More replies, oldest first; counts no view. */
  @Public()
  @Get(':id/posts')
  @ApiOkResponse({ type: ForumPostPageResponse })
  @ApiErrors(400, 404)
  replies(@Param('id', ParseIdPipe) id: number, @Query() query: ReplyPageQuery): Promise<ForumPostPageResponse> {
    return this.threads.replies(id, query);
  }

  /**
   * The author (not while the thread is locked: 409), a moderator or an admin changes the title, the
   * opening post or both; a moderator or an admin may also move it (`category_id`). An edit spends the
   * posting budget as a new thread does.
   */
  @UseGuards(PostingLimitGuard)
  @Patch(':id')
  @ApiOkResponse({ type: ForumThreadResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422, 429)
  async edit(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ThreadEditInput,
    @CurrentUser() user: User,
  ): Promise<ForumThreadResponse> {
    await this.edits.edit(id, body, user);
    return this.threads.detail(id, user);
  }

  /** The author, a moderator or an admin. */
  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<MessageResponse> {
    await this.threads.remove(id, user);
    return { message: 'Thread deleted' };
  }

  @HttpCode(200)
  @Post(':id/vote')
  @ApiOkResponse({ type: ForumVoteResponse })
  @ApiErrors(400, 401, 404, 422)
  vote(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: VoteInput,
    @CurrentUser() user: User,
  ): Promise<ForumVoteResponse> {
    return this.threads.vote(id, body.vote_type, user);
  }

  @Roles('moderator')
  @Patch(':id/pin')
  @ApiOkResponse({ type: ForumThreadSummaryResponse })
  @ApiErrors(400, 401, 403, 404)
  pin(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<ForumThreadSummaryResponse> {
    return this.threads.toggle(id, 'isPinned', user);
  }

  @Roles('moderator')
  @Patch(':id/lock')
  @ApiOkResponse({ type: ForumThreadSummaryResponse })
  @ApiErrors(400, 401, 403, 404)
  lock(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<ForumThreadSummaryResponse> {
    return this.threads.toggle(id, 'isLocked', user);
  }

  @UseGuards(PostingLimitGuard)
  @Post(':id/posts')
  @ApiCreatedResponse({ type: ForumPostResponse })
  @ApiErrors(400, 401, 404, 422, 423, 429)
  reply(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: PostInput,
    @CurrentUser() user: User,
  ): Promise<ForumPostResponse> {
    return this.posts.create(id, body, user);
  }
}
