import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsGuessResistantPassword } from '../../users/credential-rules.js';

export class ResetConfirmInput {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Reset token is required' })
  @MaxLength(200)
  token: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @IsGuessResistantPassword()
  @MaxLength(128)
  new_password: string;
}
