import type { RegistrationRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HasNoInvisibleCharacters, IsAcceptablePassword, normalizeUsername } from '../../users/credential-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterInput implements RegistrationRequest {
  @ApiProperty()
  @Transform(normalizeUsername)
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @HasNoInvisibleCharacters()
  @MaxLength(50)
  username: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @IsAcceptablePassword()
  password: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Display name is required' })
  @MaxLength(100)
  display_name: string;
}
