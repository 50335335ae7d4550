import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The one message the post forms show for a missing title, excerpt or content. */
export const requiredMessage = 'Title, excerpt, and content are required';
export const maxTags = 30;
export const maxTagLength = 40;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isWrongType = (value: unknown) => value !== undefined && value !== null && typeof value !== 'string';
const tooLongMessage = (property: string, maxLength: number) => `${property} must be shorter than or equal to ${maxLength} characters`;

/** A non-blank text of at most `maxLength` characters; missing or blank gets `requiredMessage`. */
export function IsRequiredText(maxLength: number, options?: ValidationOptions) {
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
 * The field that carries the excerpt: `description`, or `excerpt` when description is absent or
 * blank and excerpt was sent. A missing excerpt is reported on that field.
 */
export function excerptField(input: { description?: unknown; excerpt?: unknown }): 'description' | 'excerpt' {
  return isBlank(input.description) && input.excerpt !== undefined ? 'excerpt' : 'description';
}

/** On `description` and `excerpt`: a text if given; the one of them that carries the excerpt must not be blank. */
export function IsExcerpt(maxLength: number, options?: ValidationOptions) {
  const excerptMissing = (args: ValidationArguments) =>
    args.property === excerptField(args.object as { description?: unknown; excerpt?: unknown }) && isBlank(args.value);
  return ValidateBy(
    {
      name: 'isExcerpt',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          !isWrongType(value) && !(typeof value === 'string' && value.length > maxLength) && !(args && excerptMissing(args)),
        defaultMessage: (args?: ValidationArguments) => {
          if (isWrongType(args?.value)) return `${args?.property} must be a string`;
          return args && excerptMissing(args) ? requiredMessage : tooLongMessage(args?.property ?? 'excerpt', maxLength);
        },
      },
    },
    options,
  );
}

/** A list of at most 30 texts of at most 40 characters each (normalised by the service). */
export function IsNewsTagList(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isNewsTagList',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.length <= maxTags && value.every((tag) => typeof tag === 'string' && tag.trim().length <= maxTagLength),
        defaultMessage: () => `tags must be a list of at most ${maxTags} texts of at most ${maxTagLength} characters`,
      },
    },
    options,
  );
}
