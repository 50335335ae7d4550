import type { User as UserResponse } from '@site/contracts';
import type { User } from './user.entity.js';

/** The public shape of a user: the only way a user leaves the API (no hash, ever). */
export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    display_name: user.displayName,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    post_count: user.postCount,
  };
}
