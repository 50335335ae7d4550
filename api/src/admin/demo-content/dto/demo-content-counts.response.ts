import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';

export class DemoContentCountsResponse implements Api.DemoContentCounts {
  @ApiProperty({ type: 'integer', description: 'Demo videos' })
  videos: number;

  @ApiProperty({ type: 'integer', description: 'Demo news articles' })
  news: number;

  @ApiProperty({ type: 'integer', description: 'Demo forum threads, each with its replies' })
  threads: number;
}
