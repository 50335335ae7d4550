import { UnprocessableEntityException } from '@nestjs/common';
import { isStrongPassword, passwordTooWeak } from '@site/domain';
import type { User } from './user.entity.js';

/**
 * Refuses (422 naming the field) a password zxcvbn rates under the minimum, the member's own names
 * and the site's name counting as words a guesser knows. The forms check the same rule as one types.
 */
export async function assertStrongPassword(
  password: string,
  member: Pick<User, 'username' | 'email' | 'displayName'>,
  field: string,
): Promise<void> {
  if (await isStrongPassword(password, [member.username, member.email, member.displayName])) return;
  throw new UnprocessableEntityException({ detail: [{ loc: ['body', field], msg: passwordTooWeak }] });
}
