import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/index.js';
import { ApiErrors } from '../http/api-errors.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/index.js';
import { ThreadPageQuery } from './dto/forum.query.js';
import { ForumThreadFeedResponse, ForumUnreadResponse, ForumWatchResponse } from './dto/forum.response.js';
import { ReadInput, WatchInput } from './dto/reading.input.js';
import { ForumWatches } from './forum-watches.service.js';
import { ThreadFeeds } from './thread-feeds.service.js';
import { ThreadReads } from './thread-reads.service.js';

/**
 * A member's own reading of the forum (issue 31): what they watch, how far they read, and their
 * unread and new threads. Members only. `threads/unread` and `threads/new` are static routes, so they
 * win over `threads/:id` in the router.
 */
@ApiTags('forum')
@ApiBearerAuth()
@Controller('forum')
export class ForumReadingController {
  constructor(
    private readonly watches: ForumWatches,
    private readonly reads: ThreadReads,
    private readonly feeds: ThreadFeeds,
  ) {}

  /** Threads the member opened that have posts they have not read, latest activity first. */
  @Get('threads/unread')
  @ApiOkResponse({ type: ForumThreadFeedResponse })
  @ApiErrors(400, 401)
  unread(@Query() query: ThreadPageQuery, @CurrentUser() member: User): Promise<ForumThreadFeedResponse> {
    return this.feeds.unread(member, query);
  }

  /** Threads of the last 14 days the member never opened, newest first. */
  @Get('threads/new')
  @ApiOkResponse({ type: ForumThreadFeedResponse })
  @ApiErrors(400, 401)
  fresh(@Query() query: ThreadPageQuery, @CurrentUser() member: User): Promise<ForumThreadFeedResponse> {
    return this.feeds.fresh(member, query);
  }

  /** The member has read up to `post_number` (never moves back): answers the posts still unread. */
  @Put('threads/:id/read')
  @ApiOkResponse({ type: ForumUnreadResponse })
  @ApiErrors(400, 401, 404, 422)
  async read(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ReadInput,
    @CurrentUser() member: User,
  ): Promise<ForumUnreadResponse> {
    return { unread_count: await this.reads.markRead(member.id, id, body.post_number) };
  }

  /** watching: told of every reply; normal: of mentions; muted: of nothing from this thread. */
  @Put('threads/:id/watch')
  @ApiOkResponse({ type: ForumWatchResponse })
  @ApiErrors(400, 401, 404, 422)
  async watchThread(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: WatchInput,
    @CurrentUser() member: User,
  ): Promise<ForumWatchResponse> {
    return { level: await this.watches.setThreadLevel(member.id, id, body.level) };
  }

  /** The level of every thread of the category the member has set nothing on. */
  @Put('categories/:id/watch')
  @ApiOkResponse({ type: ForumWatchResponse })
  @ApiErrors(400, 401, 404, 422)
  async watchCategory(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: WatchInput,
    @CurrentUser() member: User,
  ): Promise<ForumWatchResponse> {
    return { level: await this.watches.setCategoryLevel(member.id, id, body.level) };
  }
}
