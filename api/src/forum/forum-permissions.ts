import { ForbiddenException } from '@nestjs/common';
import type { User } from '../users/user.entity.js';

/** Admins and moderators run the forum: pin, lock, and edit or delete anyone's words. */
export const isForumModerator = (user?: User | null) => user?.role === 'admin' || user?.role === 'moderator';

/** The author, a moderator or an admin may change a thread or post; anyone else gets 403. */
export function assertCanModify(user: User, authorId: number | null, what: 'thread' | 'post') {
  if (isForumModerator(user) || (authorId !== null && authorId === user.id)) return;
  throw new ForbiddenException(`Only the author, a moderator or an admin may change this ${what}`);
}
