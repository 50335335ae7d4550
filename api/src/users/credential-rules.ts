import { applyDecorators } from '@nestjs/common';
import { minPasswordLength, passwordTooShort } from '@site/domain';
import { Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { mixesScripts } from './lookalikes.js';

const notBlank = ValidateBy({
  name: 'notBlankPassword',
  validator: { validate: (value) => typeof value !== 'string' || value.trim() !== '', defaultMessage: () => 'Password must not be blank' },
});

/**
 * Every new password (register, reset, change): the spec's minimum and its message, not only
 * spaces. How guessable it is, the service scores against the member's names (`strong-password.ts`).
 */
export const IsAcceptablePassword = () => applyDecorators(MinLength(minPasswordLength, { message: passwordTooShort }), notBlank, MaxLength(128));

/**
 * A username as stored and looked up: trimmed and NFKC-normalised, so 'ａｄｍｉｎ' (full-width) is
 * 'admin' (uniqueness then ignores case in the database).
 */
export const normalizeUsername = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.normalize('NFKC').trim() : value);

// Control, format (zero-width, bidi) and other default-ignorable characters: two names that look
// the same would be two accounts.
const invisible = /^[^\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

export function HasNoInvisibleCharacters(): PropertyDecorator {
  return Matches(invisible, { message: 'Username must not contain invisible characters' });
}

export const IsSingleScript = () =>
  ValidateBy({
    name: 'singleScript',
    validator: { validate: (value) => typeof value !== 'string' || !mixesScripts(value), defaultMessage: () => 'Username must not mix scripts' },
  });

// The controls that reorder text (embeddings, overrides, isolates, marks): '\u202eAdmin' would
// show another name than the one stored.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A display name as stored: bidi controls taken out, then trimmed. */
export const withoutBidiControls = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(bidiControls, '').trim() : value);
