import { usernameIssue } from '@site/domain';
import { z } from '@site/ui/zod';

/** The API's username rules (@site/domain) on a new account's username field, in the API's words. */
export const usernameCheck = z.superRefine(async (username: string, ctx) => {
  const issue = await usernameIssue(username);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});
