import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AccountDeletionRequest } from '@site/contracts';
import { IsBoolean, IsNotEmpty, IsOptional, IsString } from 'class-validator';

/** DELETE /api/auth/me */
export class AccountDeletionInput implements AccountDeletionRequest {
  @ApiProperty({ description: "The account's current password" })
  @IsString({ message: 'Enter your password' })
  @IsNotEmpty({ message: 'Enter your password' })
  password: string;

  @ApiPropertyOptional({ description: 'Delete my threads and replies too (otherwise they stay, by "deleted member")' })
  @IsOptional()
  @IsBoolean({ message: 'delete_posts must be true or false' })
  delete_posts?: boolean;
}
