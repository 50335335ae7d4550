import { apiClient } from '@site/api-client';
import { usernameIssue } from '@site/domain';
import { z } from '@site/ui/zod';

export const usernameTaken = 'Username already taken';

/** The API's username rules (@site/domain) on a new account's username field, in the API's words. */
export const usernameCheck = z.superRefine(async (username: string, ctx) => {
  const issue = await usernameIssue(username);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

/**
 * Whether a member has this name: their public profile answers, 404 for nobody. Asked when the member leaves the
 * field, not per keystroke; a failure to ask is no answer (the API still judges on submit, lookalikes too).
 */
export function isUsernameTaken(username: string): Promise<boolean> {
  return apiClient.get(`/users/${encodeURIComponent(username.normalize('NFKC').trim())}`).then(
    () => true,
    () => false,
  );
}
