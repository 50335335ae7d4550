import type { LoginRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { passwordRequired, usernameRequired } from '@site/domain';
import { IsNotEmpty, IsString } from 'class-validator';
import { toStoredUsername } from './credential-rules.js';

export class LoginInput implements LoginRequest {
  @ApiProperty()
  @Transform(toStoredUsername)
  @IsString()
  @IsNotEmpty({ message: usernameRequired })
  username: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: passwordRequired })
  password: string;
}
