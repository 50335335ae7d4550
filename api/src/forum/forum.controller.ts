import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ForumSearchResponse, ForumStats } from '@site/contracts';
import { Public } from '../auth/decorators/public.decorator.js';
import { ForumSearchQuery } from './dto/forum.query.js';
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
  stats(): Promise<ForumStats> {
    return this.categories.stats();
  }

  /** Under 2 characters: an empty answer. `category_id` narrows it to one category. */
  @Public()
  @Get('search')
  search(@Query() query: ForumSearchQuery): Promise<ForumSearchResponse> {
    return this.searcher.search(query.q, query.category_id);
  }
}
