import type { LoginRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { normalizeUsername } from '../../users/credential-rules.js';

export class LoginInput implements LoginRequest {
  @ApiProperty()
  @Transform(normalizeUsername)
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  username: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
