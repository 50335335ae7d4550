import { Link, useLocation } from 'react-router-dom';

/** What a visitor sees in place of a member's action: a login link that comes back to this page. */
export function LoginLink({ children, className = '' }: { children: string; className?: string }) {
  const location = useLocation();
  return (
    <p className={className}>
      <Link
        to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
        className="text-accent underline underline-offset-2"
      >
        {children}
      </Link>
    </p>
  );
}
