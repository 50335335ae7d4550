import { ValidateIf, type ValidationOptions } from 'class-validator';

/** May be left out, but not sent as null: unlike @IsOptional, null is validated (and refused) like any value. */
export const IsOmittable = (options?: ValidationOptions) =>
  ValidateIf((_object: object, value: unknown) => value !== undefined, options);
