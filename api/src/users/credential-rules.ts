import { applyDecorators } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';

// The most used passwords of zxcvbn's list (ranked, from breach corpora): guessed first by anyone.
const refusedCommonPasswords = 10_000;
let commonPasswords: Set<string> | undefined;

/** Whether a guesser would try it first: case and surrounding spaces do not make '123456' safer. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, refusedCommonPasswords));
  return commonPasswords.has(password.trim().toLowerCase());
}

const notBlank = ValidateBy({
  name: 'notBlankPassword',
  validator: { validate: (value) => typeof value !== 'string' || value.trim() !== '', defaultMessage: () => 'Password must not be blank' },
});

const notCommon = ValidateBy({
  name: 'notCommonPassword',
  validator: {
    validate: (value) => typeof value !== 'string' || !isCommonPassword(value),
    defaultMessage: () => 'This password is among the most common ones: choose one that is harder to guess',
  },
});

/**
 * Every new password (register, reset, change): the spec's minimum and its message, not
 * only spaces, not one of the most common ones.
 */
export const IsAcceptablePassword = () =>
  applyDecorators(MinLength(6, { message: 'Password must be at least 6 characters long' }), notBlank, notCommon, MaxLength(128));

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
