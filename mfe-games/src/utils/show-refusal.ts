import { setServerErrors } from '@site/ui';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** A 422's messages under the fields they name; any other refusal (rate limit, 403) in the form's root error. */
export function showRefusal<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ReadonlyArray<FieldPath<Values>>,
) {
  if (!setServerErrors(error, setError, fields)) setError('root', { message: (error as Error).message });
}
