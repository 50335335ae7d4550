import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
export const isWrongType = (value: unknown) => value !== undefined && value !== null && typeof value !== 'string';
export const tooLongMessage = (property: string, maxLength: number) =>
  `${property} must be shorter than or equal to ${maxLength} characters`;

/**
 * A non-blank text of at most `maxLength` characters; missing or blank gets `requiredMessage`, the one message a form
 * shows.
 */
export function IsRequiredText(maxLength: number, requiredMessage: string, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isRequiredText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= maxLength,
        defaultMessage: (args?: ValidationArguments) => {
          if (isWrongType(args?.value)) return `${args?.property} must be a string`;
          return isBlank(args?.value) ? requiredMessage : tooLongMessage(args?.property ?? 'text', maxLength);
        },
      },
    },
    options,
  );
}

/**
 * At most `max` characters counted as PostgreSQL counts them (code points), so varchar(max) always takes it; emoji
 * icons need this.
 */
export function MaxCodePoints(max: number, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'maxCodePoints',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || [...value].length <= max,
        defaultMessage: (args?: ValidationArguments) => tooLongMessage(args?.property ?? 'text', max),
      },
    },
    options,
  );
}
