import { ForbiddenException } from '@nestjs/common';
import { type User, isStaff } from '../users/index.js';

/** Admins and moderators run the forum: pin, lock, and edit or delete anyone's words. */
export const isForumModerator = isStaff;

/** The author, a moderator or an admin may change a thread or post; anyone else gets 403. */
export function assertCanModify(user: User, authorId: number | null, what: 'thread' | 'post') {
  if (isForumModerator(user) || (authorId !== null && authorId === user.id)) return;
  throw new ForbiddenException(`Only the author, a moderator or an admin may change this ${what}`);
}
