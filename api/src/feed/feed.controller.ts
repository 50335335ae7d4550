import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FeedResponse } from '@site/contracts';
import { Public } from '../auth/decorators/public.decorator.js';
import { parsePageQuery } from '../http/pagination-query.js';
import { feedPageSize } from './feed-merge.js';
import { FeedService } from './feed.service.js';

@ApiTags('feed')
@Controller('feed')
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @Public()
  @Get()
  page(@Query('page') page: string | undefined): Promise<FeedResponse> {
    return this.feed.page(parsePageQuery(page, undefined, feedPageSize).page);
  }
}
