import { Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/index.js';
import { Public } from '../http/public.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/index.js';
import { ThreadPageQuery } from './dto/forum.query.js';
import { GameDiscussionResponse, GameThreadPageResponse } from './dto/game-discussion.response.js';
import { GameDiscussionsService } from './game-discussions.service.js';

/** A catalogue game's forum threads: served under the game's address, owned by the forum. */
@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun/games')
export class GameDiscussionsController {
  constructor(private readonly discussions: GameDiscussionsService) {}

  /** Any member: the game's thread in Game Discussion, opened on first use (201) and found afterwards (200). */
  @Post(':id/discussion')
  @ApiCreatedResponse({ type: GameDiscussionResponse, description: 'The thread was opened by this call' })
  @ApiOkResponse({ type: GameDiscussionResponse, description: 'The game already had its thread' })
  @ApiErrors(400, 401, 404, 429)
  async open(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GameDiscussionResponse> {
    const discussion = await this.discussions.open(id, user);
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
