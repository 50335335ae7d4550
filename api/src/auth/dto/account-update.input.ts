import type { AccountUpdateRequest } from '@site/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { maxPasswordLength } from '@site/domain';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../http/is-omittable.js';
import { AccountDisplayName, AccountEmail } from './account-fields.js';

export class AccountUpdateInput implements AccountUpdateRequest {
  @AccountEmail({ optional: true })
  email?: string;

  @AccountDisplayName({ optional: true })
  display_name?: string;

  @ApiPropertyOptional({ description: 'Needed when the email changes' })
  @IsOmittable()
  @IsString()
  @MaxLength(maxPasswordLength)
  current_password?: string;
}
