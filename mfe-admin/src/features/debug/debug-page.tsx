import { PageTitle } from '@site/ui';
import { Link } from 'react-router-dom';
import { tokenPreview } from './token-preview.js';
import { useAuthSnapshot } from './use-auth-snapshot.js';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const links = [
  { to: '/admin', label: 'Admin' },
  { to: '/admin/dashboard', label: 'Admin Dashboard' },
  { to: '/login', label: 'Login' },
];

/** /debug-admin: what the browser holds about the session, re-read every second. */
export function DebugPage() {
  const { user, token, isAuthenticated, isAdmin, readAt } = useAuthSnapshot();
  const rows: Array<[string, string]> = [
    ['Username', user?.username ?? 'None'],
    ['Display name', user?.display_name || 'None'],
    ['User ID', user ? String(user.id) : 'None'],
    ['Role', user?.role ?? 'None'],
    ['Authenticated', yesNo(isAuthenticated)],
    ['Admin', yesNo(isAdmin)],
    ['Token', tokenPreview(token)],
  ];

  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle>Debug</PageTitle>
      <h1 className="text-2xl font-bold sm:text-3xl">Admin Debug</h1>
      <p className="mt-1 text-muted">
        The session as this browser keeps it, refreshed every second. Last read at{' '}
        <time dateTime={readAt.toISOString()}>{readAt.toLocaleTimeString('en-US')}</time>.
      </p>
      <dl className="mt-6 divide-y divide-border rounded-lg border border-border bg-surface">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4 px-4 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]"
          >
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className={`break-words ${label === 'Token' ? 'font-mono text-sm' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label="Debug links" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-block rounded-md border border-border bg-surface-raised px-3 py-2 text-sm font-semibold hover:border-accent"
              >
                {link.label} <span className="font-mono text-xs text-muted">{link.to}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
