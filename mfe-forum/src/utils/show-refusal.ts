import { setServerErrors } from '@site/ui';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Where a form says why the API refused: a 422's messages under the fields they name; any other
 * reason (the server's detail: posting too fast, locked, a taken name) in the form's root error.
 */
export function showRefusal<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ReadonlyArray<FieldPath<Values>>,
) {
  if (!setServerErrors(error, setError, fields)) setError('root', { message: (error as Error).message });
}
