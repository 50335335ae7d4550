import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isBlank, isWrongType, tooLongMessage } from '../../http/required-text.js';

/** The one message the post forms show for a missing title, excerpt or content. */
export const requiredMessage = 'Title, excerpt, and content are required';
export const maxTags = 30;
export const maxTagLength = 40;

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
          !isWrongType(value) &&
          !(typeof value === 'string' && value.length > maxLength) &&
          !(args && excerptMissing(args)),
        defaultMessage: (args?: ValidationArguments) => {
          if (isWrongType(args?.value)) return `${args?.property} must be a string`;
          return args && excerptMissing(args)
            ? requiredMessage
            : tooLongMessage(args?.property ?? 'excerpt', maxLength);
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
          Array.isArray(value) &&
          value.length <= maxTags &&
          value.every((tag) => typeof tag === 'string' && tag.trim().length <= maxTagLength),
        defaultMessage: () => `tags must be a list of at most ${maxTags} texts of at most ${maxTagLength} characters`,
      },
    },
    options,
  );
}
