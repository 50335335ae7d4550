import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FeedResponse } from '@site/contracts';
import { Public } from '../auth/decorators/public.decorator.js';
import { PageQuery } from '../http/pagination-query.js';
import { FeedService } from './feed.service.js';

@ApiTags('feed')
@Controller('feed')
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @Public()
  @Get()
  page(@Query() query: PageQuery): Promise<FeedResponse> {
    return this.feed.page(query.page);
  }
}
