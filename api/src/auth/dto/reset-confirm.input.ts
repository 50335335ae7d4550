import type { ResetPasswordConfirmRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword } from './account-fields.js';

export class ResetConfirmInput implements ResetPasswordConfirmRequest {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Reset token is required' })
  @MaxLength(200)
  token: string;

  @NewPassword()
  new_password: string;
}
