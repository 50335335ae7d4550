import type { EmailRequest } from '@site/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString } from 'class-validator';

export class EmailInput implements EmailRequest {
  @ApiProperty()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email: string;
}
