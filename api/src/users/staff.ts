import type { User } from './user.entity.js';

/** Admins and moderators: the staff who moderate members' words (the forum, compatibility reports). */
export const isStaff = (user?: Pick<User, 'role'> | null) => user?.role === 'admin' || user?.role === 'moderator';
