import type { PasswordChangeRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsAcceptablePassword } from '../../users/credential-rules.js';

export class PasswordChangeInput implements PasswordChangeRequest {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(128)
  current_password: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @IsAcceptablePassword()
  new_password: string;
}
