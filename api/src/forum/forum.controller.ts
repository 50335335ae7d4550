import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ForumSearchResponse, ForumStats } from '@site/contracts';
import { Public } from '../auth/decorators/public.decorator.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { ForumCategoriesService } from './forum-categories.service.js';
import { ForumSearchService } from './forum-search.service.js';

const idPipe = new ParseIdPipe();

function categoryIdFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return idPipe.transform(value);
  } catch {
    throw new BadRequestException('category_id must be the id of a category: a whole number of at least 1');
  }
}

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
  search(@Query('q') q: string | undefined, @Query('category_id') categoryId: string | undefined): Promise<ForumSearchResponse> {
    return this.searcher.search(q ?? '', categoryIdFrom(categoryId));
  }
}
