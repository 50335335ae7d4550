import { ApiProperty } from '@nestjs/swagger';
import type { Pagination } from '@site/contracts';

export class PaginationResponse implements Pagination {
  @ApiProperty({ type: 'integer', minimum: 1 })
  page: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  limit: number;

  @ApiProperty({ type: 'integer' })
  total_count: number;

  @ApiProperty({ type: 'integer' })
  total_pages: number;

  @ApiProperty()
  has_next: boolean;

  @ApiProperty()
  has_prev: boolean;
}
