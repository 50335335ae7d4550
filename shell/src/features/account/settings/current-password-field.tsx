import { TextField } from '@site/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The current password, which both forms ask for before a change that matters (a new password, a new email). */
export function CurrentPasswordField({
  error,
  hint,
  ...field
}: UseFormRegisterReturn & { error?: string; hint?: string }) {
  return (
    <TextField
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
      hint={hint}
      error={error}
      {...field}
    />
  );
}
