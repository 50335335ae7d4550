import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';

export class MessageResponse implements Api.MessageResponse {
  @ApiProperty({ example: 'Video deleted successfully' })
  message: string;
}
