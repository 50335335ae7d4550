/** A member's profile page (the shell hands /u/* to this remote's './profile'). */
export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;
