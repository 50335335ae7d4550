import type { User } from '@site/contracts';

/** A regular member signed in on the account screens. */
export const sam: User = {
  id: 7,
  username: 'sam',
  email: 'sam@example.com',
  role: 'regular',
  display_name: 'Sam',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  post_count: 0,
};
