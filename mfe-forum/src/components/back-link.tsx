import { Link } from 'react-router-dom';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-block text-sm text-accent underline underline-offset-2 hover:no-underline">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
