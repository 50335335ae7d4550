import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, PostingLimitGuard } from '../auth/index.js';
import { Public } from '../http/public.decorator.js';
import { Roles } from '../http/roles.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/index.js';
import { CategoryInput } from './dto/category.input.js';
import { ThreadListQuery } from './dto/forum.query.js';
import {
  ForumCategoryResponse,
  ForumCategoryWithThreadsResponse,
  ForumThreadListResponse,
  ForumThreadResponse,
} from './dto/forum.response.js';
import { ThreadInput } from './dto/thread.input.js';
import { ForumCategoriesService } from './forum-categories.service.js';
import { ForumThreadsService } from './forum-threads.service.js';

@ApiTags('forum')
@ApiBearerAuth()
@Controller('forum/categories')
export class ForumCategoriesController {
  constructor(
    private readonly categories: ForumCategoriesService,
    private readonly threads: ForumThreadsService,
  ) {}

  /** Public; a member's token also brings what they have not read of each thread. */
  @Public()
  @Get()
  @ApiOkResponse({ type: ForumCategoryWithThreadsResponse, isArray: true })
  list(@CurrentUser() viewer: User | undefined): Promise<ForumCategoryWithThreadsResponse[]> {
    return this.categories.list(viewer);
  }

  /**
   * Any logged-in user may open a category, within the same per-user budget as threads and replies
   * (no flood of categories); changing or deleting one is for admins.
   */
  @UseGuards(PostingLimitGuard)
  @Post()
  @ApiCreatedResponse({ type: ForumCategoryResponse })
  @ApiErrors(400, 401, 409, 422, 429)
  create(@Body() body: CategoryInput, @CurrentUser() user: User): Promise<ForumCategoryResponse> {
    return this.categories.create(body, user);
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: ForumCategoryResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: CategoryInput): Promise<ForumCategoryResponse> {
    return this.categories.update(id, body);
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404, 409)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.categories.remove(id);
    return { message: 'Category deleted' };
  }

  /** Public; a member's token also brings what they have not read of each thread. */
  @Public()
  @Get(':id/threads')
  @ApiOkResponse({ type: ForumThreadListResponse })
  @ApiErrors(400, 404)
  listThreads(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ThreadListQuery,
    @CurrentUser() viewer: User | undefined,
  ): Promise<ForumThreadListResponse> {
    return this.threads.listByCategory(id, query, viewer);
  }

  @UseGuards(PostingLimitGuard)
  @Post(':id/threads')
  @ApiCreatedResponse({ type: ForumThreadResponse })
  @ApiErrors(400, 401, 404, 422, 429)
  createThread(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ThreadInput,
    @CurrentUser() user: User,
  ): Promise<ForumThreadResponse> {
    return this.threads.create(id, body, user);
  }
}
