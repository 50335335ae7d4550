import { ValidateBy, type ValidationOptions } from 'class-validator';

const isTagEntry = (entry: unknown) =>
  typeof entry === 'string' ||
  (typeof entry === 'object' && entry !== null && typeof (entry as { text?: unknown }).text === 'string');

/** A list of tag texts or `{ text, color, textColor }` objects, at most 30. */
export function IsTagList(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isTagList',
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.length <= 30 && value.every(isTagEntry),
        defaultMessage: () => 'tags must be a list of at most 30 texts or { text, color, textColor } objects',
      },
    },
    options,
  );
}
