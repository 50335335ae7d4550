import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';

export class HealthResponse implements Api.HealthResponse {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

export class ReadinessResponse implements Api.ReadinessResponse {
  @ApiProperty({ enum: ['ready'] })
  status: 'ready';

  @ApiProperty({ enum: ['up'] })
  database: 'up';
}
