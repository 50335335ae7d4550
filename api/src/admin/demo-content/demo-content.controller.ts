import { Controller, Delete, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../http/roles.decorator.js';
import { ApiErrors } from '../../http/api-errors.js';
import { DemoContentService } from './demo-content.service.js';
import { DemoContentCountsResponse } from './dto/demo-content-counts.response.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/demo-content')
export class DemoContentController {
  constructor(private readonly demoContent: DemoContentService) {}

  @Get()
  @ApiOperation({
    summary: 'Count the demo content left',
    description: 'The videos, news articles and forum threads the seed flagged `is_demo`.',
  })
  @ApiOkResponse({ type: DemoContentCountsResponse })
  @ApiErrors(401, 403)
  count(): Promise<DemoContentCountsResponse> {
    return this.demoContent.count();
  }

  @Delete()
  @ApiOperation({
    summary: 'Remove all demo content',
    description:
      'Deletes every video, news article and forum thread (with its replies) flagged `is_demo`, in one transaction, and answers how many went. The game catalogue and the welcome posts are not demo and stay. Removing again answers zeros.',
  })
  @ApiOkResponse({ type: DemoContentCountsResponse })
  @ApiErrors(401, 403)
  remove(): Promise<DemoContentCountsResponse> {
    return this.demoContent.remove();
  }
}
