import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  maxPasswordLength,
  maxUsernameLength,
  minPasswordLength,
  usernameRequired,
  usernameTooLong,
} from '@site/domain';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../http/is-omittable.js';
import {
  HasNoInvisibleCharacters,
  IsAcceptablePassword,
  IsSingleScript,
  toStoredUsername,
  withoutBidiControls,
} from './credential-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Registration requires them; an account update may leave either out, but never sends null.
const presence = (optional: boolean) => (optional ? [ApiPropertyOptional(), IsOmittable()] : [ApiProperty()]);

/** An account's email, the same rules at registration and on a change: trimmed, valid, fits the column. */
export const AccountEmail = ({ optional = false } = {}) =>
  applyDecorators(
    ...presence(optional),
    Transform(trim),
    IsString(),
    IsNotEmpty({ message: 'Email is required' }),
    IsEmail({}, { message: 'Email must be a valid email address' }),
    MaxLength(254),
  );

/**
 * An account's display name, the same rules at registration and on a change: bidi controls taken
 * out (not refused: pasted names carry them), trimmed, not blank, fits the column. Staff words are
 * the service's to refuse, as they depend on the caller's role.
 */
export const AccountDisplayName = ({ optional = false } = {}) =>
  applyDecorators(
    ...presence(optional),
    Transform(withoutBidiControls),
    IsString(),
    IsNotEmpty({ message: 'Display name is required' }),
    MaxLength(100),
  );

/**
 * A new account's username: NFKC-normalised and trimmed, then the rules of @site/domain (required,
 * no invisible characters, one script, at most its length), which the sign-up forms check too.
 */
export const AccountUsername = () =>
  applyDecorators(
    ApiProperty({ maxLength: maxUsernameLength }),
    Transform(toStoredUsername),
    IsString(),
    IsNotEmpty({ message: usernameRequired }),
    HasNoInvisibleCharacters(),
    IsSingleScript(),
    MaxLength(maxUsernameLength, { message: usernameTooLong }),
  );

/** A new password (registration, reset, change): the rules of @site/domain, which the forms check too. */
export const NewPassword = () =>
  applyDecorators(
    ApiProperty({ minLength: minPasswordLength, maxLength: maxPasswordLength }),
    IsString(),
    IsAcceptablePassword(),
  );
