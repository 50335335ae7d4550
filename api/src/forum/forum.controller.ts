import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../http/public.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { ForumSearchQuery } from './dto/forum.query.js';
import { ForumSearchResponse, ForumStatsResponse } from './dto/forum.response.js';
import { ForumCategoriesService } from './forum-categories.service.js';
import { ForumSearchService } from './forum-search.service.js';

@ApiTags('forum')
@Controller('forum')
export class ForumController {
  constructor(
    private readonly categories: ForumCategoriesService,
    private readonly searcher: ForumSearchService,
  ) {}

  @Public()
  @Get('stats')
  @ApiOkResponse({ type: ForumStatsResponse })
  stats(): Promise<ForumStatsResponse> {
    return this.categories.stats();
  }

  /**
   * Under 2 characters: an empty answer. `category_id` narrows it to one category; `page` and `limit` page each list.
   */
  @Public()
  @Get('search')
  @ApiOkResponse({ type: ForumSearchResponse })
  @ApiErrors(400)
  search(@Query() query: ForumSearchQuery): Promise<ForumSearchResponse> {
    return this.searcher.search(query.q, { page: query.page, limit: query.limit, categoryId: query.category_id });
  }
}
