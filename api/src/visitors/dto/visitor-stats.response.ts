import { ApiProperty } from '@nestjs/swagger';
import type { VisitorStats } from '@site/contracts';

export class VisitorStatsResponse implements VisitorStats {
  @ApiProperty({ type: 'integer' })
  unique_visitors: number;

  @ApiProperty({ type: 'integer' })
  total_visits: number;
}
