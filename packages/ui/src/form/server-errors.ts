import { fieldErrorsOf } from '@site/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 422's `{ loc, msg }` messages under the form fields they name (API field names mapped
 * through `fieldFor` where they differ). Returns whether any landed, so the caller can show the
 * message elsewhere (a toast) when none did.
 */
export function setServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldFor: Partial<Record<string, FieldPath<Values>>> | ReadonlyArray<FieldPath<Values>>,
): boolean {
  const lookup = Array.isArray(fieldFor)
    ? Object.fromEntries(fieldFor.map((field) => [field, field]))
    : (fieldFor as Partial<Record<string, FieldPath<Values>>>);
  let landed = false;
  for (const [apiField, message] of Object.entries(fieldErrorsOf(error))) {
    const field = lookup[apiField];
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !landed });
    landed = true;
  }
  return landed;
}
