import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isStorableDate } from './pg-limits.js';

/** A date text JavaScript reads as a real date of years 1 to 9999; ISO forms it cannot read (2024-W01) fail too. */
export function IsStorableDate(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isStorableDate',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isStorableDate(new Date(value)),
      },
    },
    options,
  );
}
