import { z } from '@site/ui/zod';

/** Spec section 9: password minimum 6 (the API enforces the same). */
export const minPasswordLength = 6;

/** The message of spec section 8 for a password under the minimum. */
export const passwordTooShort = `Password must be at least ${minPasswordLength} characters long`;

/** A new password typed twice (reset, change): one complaint at a time, a mismatch first (spec section 8). */
export const newPasswordCheck = z.superRefine(({ password, confirm }: { password: string; confirm: string }, ctx) => {
  if (password !== confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Passwords do not match' });
  else if (password.length < minPasswordLength) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordTooShort });
});
