import type { PasswordChangeRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { currentPasswordRequired, maxPasswordLength } from '@site/domain';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword } from './account-fields.js';

export class PasswordChangeInput implements PasswordChangeRequest {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: currentPasswordRequired })
  @MaxLength(maxPasswordLength)
  current_password: string;

  @NewPassword()
  new_password: string;
}
