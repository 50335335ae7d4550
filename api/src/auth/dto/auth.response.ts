import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { UserResponse } from '../../users/index.js';

export class LoginResponse implements Api.LoginResponse {
  @ApiProperty({ description: 'Send it as `Authorization: Bearer <token>`' })
  access_token: string;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class LoginHintResponse implements Api.LoginHintResponse {
  @ApiProperty()
  show: boolean;

  @ApiPropertyOptional()
  username?: string;

  @ApiPropertyOptional()
  hint?: string;
}
