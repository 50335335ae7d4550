import type { ForumAuthor } from '@site/contracts';
import type { User } from './user.entity.js';

export const deletedUsername = '[deleted]';

/** What is shown of an author's account beside their words (forum threads and replies, compatibility reports). */
export type ForumAuthorAccount = Pick<User, 'id' | 'username' | 'displayName' | 'role' | 'postCount'>;

/** A member as the author of something; a deleted account keeps its words under a label. */
export function toForumAuthor(user: ForumAuthorAccount | null): ForumAuthor {
  if (!user)
    return { id: null, username: deletedUsername, display_name: 'Deleted user', role: 'regular', post_count: 0 };
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    role: user.role,
    post_count: user.postCount,
  };
}
