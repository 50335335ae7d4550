import type { UserRole } from '@site/contracts';

const badges: Partial<Record<UserRole, { label: string; className: string }>> = {
  admin: { label: 'Admin', className: 'bg-accent-strong text-accent-contrast' },
  moderator: { label: 'Moderator', className: 'border border-sky-400 text-sky-200' },
};

/** 'Admin' or 'Moderator' beside an author; regular members get none. */
export function RoleBadge({ role }: { role: UserRole }) {
  const badge = badges[role];
  if (!badge) return null;
  return <span className={`rounded px-1.5 py-0.5 text-xs font-bold ${badge.className}`}>{badge.label}</span>;
}
