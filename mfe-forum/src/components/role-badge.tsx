import type { UserRole } from '@site/contracts';

const badges: Record<UserRole, { label: string; className: string }> = {
  admin: { label: 'Admin', className: 'bg-accent-strong text-accent-contrast' },
  moderator: { label: 'Moderator', className: 'border border-sky-400 text-sky-200' },
  regular: { label: 'Member', className: 'border border-border text-muted' },
};

/** 'Admin' or 'Moderator' beside an author; regular members get none, except where asked ('Member' on a profile). */
export function RoleBadge({ role, showMember = false }: { role: UserRole; showMember?: boolean }) {
  if (role === 'regular' && !showMember) return null;
  const badge = badges[role];
  return <span className={`rounded px-1.5 py-0.5 text-xs font-bold ${badge.className}`}>{badge.label}</span>;
}
