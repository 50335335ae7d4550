import type { ResetPasswordConfirmRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsAcceptablePassword } from '../../users/credential-rules.js';

export class ResetConfirmInput implements ResetPasswordConfirmRequest {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Reset token is required' })
  @MaxLength(200)
  token: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @IsAcceptablePassword()
  new_password: string;
}
