import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isReleaseYear, maxReleaseYear, minReleaseYear } from '../game-fields.js';

/** A whole number from 1950 to 2100 (null, meaning unknown, is let through by @IsOptional). */
export function IsReleaseYear(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isReleaseYear',
      validator: {
        validate: (value: unknown) => isReleaseYear(value),
        defaultMessage: () =>
          `release_year must be a whole number from ${minReleaseYear} to ${maxReleaseYear}, or blank`,
      },
    },
    options,
  );
}

/** A list of at most `maxItems` texts of at most `maxLength` characters each. */
export function IsTextList(maxItems: number, maxLength: number, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isTextList',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.length <= maxItems &&
          value.every((entry) => typeof entry === 'string' && entry.length <= maxLength),
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property} must be a list of at most ${maxItems} texts of at most ${maxLength} characters`,
      },
    },
    options,
  );
}

/** A list of at most `maxItems` URLs that each pass `accepts`; `kind` names them in the message. */
export function IsUrlList(
  maxItems: number,
  accepts: (value: unknown) => boolean,
  kind: string,
  options?: ValidationOptions,
) {
  return ValidateBy(
    {
      name: 'isUrlList',
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.length <= maxItems && value.every(accepts),
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property} must be a list of at most ${maxItems} ${kind}`,
      },
    },
    options,
  );
}

/** One URL that passes `accepts`, or '' for none. */
export function IsUrlOrBlank(accepts: (value: unknown) => boolean, message: string, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isUrlOrBlank',
      validator: { validate: (value: unknown) => value === '' || accepts(value), defaultMessage: () => message },
    },
    options,
  );
}
