import { applyDecorators } from '@nestjs/common';
import {
  hasInvisibleCharacters,
  maxPasswordLength,
  minPasswordLength,
  mixesScripts,
  normalizeUsername,
  passwordBlank,
  passwordTooLong,
  passwordTooShort,
  usernameHasInvisibleCharacters,
  usernameMixesScripts,
} from '@site/domain';
import { MaxLength, MinLength, ValidateBy } from 'class-validator';

const notBlank = ValidateBy({
  name: 'notBlankPassword',
  validator: {
    validate: (value) => typeof value !== 'string' || value.trim() !== '',
    defaultMessage: () => passwordBlank,
  },
});

/**
 * Every new password (register, reset, change): the spec's minimum and its message, not only
 * spaces, at most the maximum; rules and words from @site/domain, which the forms check too. How
 * guessable it is, the users service scores against the member's names (users/strong-password.ts).
 */
export const IsAcceptablePassword = () =>
  applyDecorators(
    MinLength(minPasswordLength, { message: passwordTooShort }),
    notBlank,
    MaxLength(maxPasswordLength, { message: passwordTooLong }),
  );

/**
 * A username as stored and looked up: trimmed and NFKC-normalised, so 'ａｄｍｉｎ' (full-width) is
 * 'admin' (uniqueness then ignores case in the database).
 */
export const toStoredUsername = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeUsername(value) : value;

export const HasNoInvisibleCharacters = () =>
  ValidateBy({
    name: 'noInvisibleCharacters',
    validator: {
      validate: (value) => typeof value !== 'string' || !hasInvisibleCharacters(value),
      defaultMessage: () => usernameHasInvisibleCharacters,
    },
  });

export const IsSingleScript = () =>
  ValidateBy({
    name: 'singleScript',
    validator: {
      validate: (value) => typeof value !== 'string' || !mixesScripts(value),
      defaultMessage: () => usernameMixesScripts,
    },
  });

// The controls that reorder text (embeddings, overrides, isolates, marks): '\u202eAdmin' would
// show another name than the one stored.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A display name as stored: bidi controls taken out, then trimmed. */
export const withoutBidiControls = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(bidiControls, '').trim() : value;
