import { passwordIssue } from '@site/domain';
import { z } from '@site/ui/zod';

/**
 * A new password typed twice (reset, change): one complaint at a time, a mismatch first (spec
 * section 8), then the API's own rule (length, then how guessable it is, with the member's names).
 */
export const newPasswordCheck = (personalWords: string[] = []) =>
  z.superRefine(async ({ password, confirm }: { password: string; confirm: string }, ctx) => {
    if (password !== confirm)
      return ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Passwords do not match' });
    const issue = await passwordIssue(password, personalWords);
    if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
  });
