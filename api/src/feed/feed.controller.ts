import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../http/public.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { PageQuery } from '../http/pagination-query.js';
import { FeedResponse } from './dto/feed.response.js';
import { FeedService } from './feed.service.js';

@ApiTags('feed')
@Controller('feed')
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: FeedResponse })
  @ApiErrors(400)
  page(@Query() query: PageQuery): Promise<FeedResponse> {
    return this.feed.page(query.page);
  }
}
