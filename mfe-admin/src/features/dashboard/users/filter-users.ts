import type { User } from '@site/contracts';

/** Case-insensitive substring on username or display name. */
export function filterUsers(users: User[], query: string): User[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((user) => [user.username, user.display_name].some((text) => text.toLowerCase().includes(needle)));
}
