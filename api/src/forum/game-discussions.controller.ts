import { Body, Controller, Get, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, PostingLimitGuard } from '../auth/index.js';
import { Public } from '../http/public.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/index.js';
import { ThreadPageQuery } from './dto/forum.query.js';
import { GameDiscussionInput } from './dto/game-discussion.input.js';
import {
  GameDiscussionLookupResponse,
  GameDiscussionResponse,
  GameThreadPageResponse,
} from './dto/game-discussion.response.js';
import { GameDiscussionsService } from './game-discussions.service.js';

/** A catalogue game's forum threads: served under the game's address, owned by the forum. */
@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun/games')
export class GameDiscussionsController {
  constructor(private readonly discussions: GameDiscussionsService) {}

  /** Anyone: the game's thread in Game Discussion, or null while there is none. */
  @Public()
  @Get(':id/discussion')
  @ApiOkResponse({ type: GameDiscussionLookupResponse })
  @ApiErrors(400, 404)
  lookup(@Param('id', ParseIdPipe) id: number): Promise<GameDiscussionLookupResponse> {
    return this.discussions.lookup(id);
  }

  /** Any member: opens the game's thread with their own first post (201), or replies there when it exists (200). */
  @UseGuards(PostingLimitGuard)
  @Post(':id/discussion')
  @ApiCreatedResponse({ type: GameDiscussionResponse, description: 'The thread was opened by this call' })
  @ApiOkResponse({ type: GameDiscussionResponse, description: 'The thread existed: the text is a reply there' })
  @ApiErrors(400, 401, 404, 422, 423, 429)
  async open(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: GameDiscussionInput,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GameDiscussionResponse> {
    const discussion = await this.discussions.open(id, body, user);
    void reply.status(discussion.created ? 201 : 200);
    return discussion;
  }

  @Public()
  @Get(':id/threads')
  @ApiOkResponse({ type: GameThreadPageResponse })
  @ApiErrors(400, 404)
  threads(@Param('id', ParseIdPipe) id: number, @Query() query: ThreadPageQuery): Promise<GameThreadPageResponse> {
    return this.discussions.threadsOf(id, query);
  }
}
