import type { UserRole } from '@site/contracts';

const styles: Record<UserRole, string> = {
  admin: 'border-accent-strong bg-accent-strong text-white',
  moderator: 'border-purple-700 bg-purple-700 text-white',
  regular: 'border-border text-muted',
};

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize ${styles[role]}`}>
      {role}
    </span>
  );
}
