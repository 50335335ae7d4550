import type { RegistrationRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HasNoInvisibleCharacters, IsAcceptablePassword, IsSingleScript, normalizeUsername } from '../../users/credential-rules.js';
import { AccountDisplayName, AccountEmail } from './account-fields.js';

export class RegisterInput implements RegistrationRequest {
  @ApiProperty()
  @Transform(normalizeUsername)
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @HasNoInvisibleCharacters()
  @IsSingleScript()
  @MaxLength(50)
  username: string;

  @AccountEmail()
  email: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @IsAcceptablePassword()
  password: string;

  @AccountDisplayName()
  display_name: string;
}
