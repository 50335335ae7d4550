import { useAuth } from '@site/auth';

/** Who may do what in the forum; the API checks the same rules on every change. */
export function useForumUser() {
  const { user, isAuthenticated } = useAuth();
  const isModerator = isAuthenticated && (user?.role === 'admin' || user?.role === 'moderator');
  const owns = (authorId: number | null) => isAuthenticated && authorId !== null && user?.id === authorId;
  return {
    user,
    isAuthenticated,
    isAdmin: isAuthenticated && user?.role === 'admin',
    isModerator,
    owns,
    /** Edit or delete: the author, or any moderator or admin. */
    canManage: (authorId: number | null) => isModerator || owns(authorId),
  };
}
