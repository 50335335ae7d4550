import { NavLink } from 'react-router-dom';
import { useForumUser } from '../hooks/use-forum-user.js';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${isActive ? 'bg-accent-strong text-accent-contrast' : 'text-text hover:bg-surface-raised'}`;

/** A member's ways to what they have not read: New and Unread (the current one marked). */
export function FeedLinks() {
  const { isAuthenticated } = useForumUser();
  if (!isAuthenticated) return null;
  return (
    <nav aria-label="Your threads" className="inline-flex flex-wrap rounded-md border border-border bg-surface p-1">
      <NavLink to="/forum/new" className={linkClass}>
        New
      </NavLink>
      <NavLink to="/forum/unread" className={linkClass}>
        Unread
      </NavLink>
    </nav>
  );
}
