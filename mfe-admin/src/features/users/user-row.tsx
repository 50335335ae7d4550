import type { User } from '@site/contracts';
import { Button, formatDate, InlineConfirm, toast } from '@site/ui';
import { useState } from 'react';
import { usersApi } from '../../api/users-api.js';
import { bodyCell } from '../../components/scroll-table.js';
import { errorMessage } from '../../utils/error-message.js';
import { RoleBadge } from './role-badge.js';

interface UserRowProps {
  user: User;
  onChanged(user: User): void;
  onDeleted(user: User): void;
}

/** One account; admins are shown without role change or delete (the server refuses both too). */
export function UserRow({ user, onChanged, onDeleted }: UserRowProps) {
  const [busy, setBusy] = useState(false);
  const nextRole = user.role === 'moderator' ? 'regular' : 'moderator';

  const changeRole = async () => {
    setBusy(true);
    try {
      const updated = await usersApi.setRole(user.id, nextRole);
      toast({
        title: 'Role updated',
        description: `${updated.username} is now ${updated.role === 'moderator' ? 'a moderator' : 'a regular user'}.`,
        variant: 'success',
      });
      onChanged(updated);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to change role'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    try {
      await usersApi.remove(user.id);
      toast({ title: 'User deleted', description: `${user.username} was deleted.`, variant: 'success' });
      onDeleted(user);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to delete user'), variant: 'destructive' });
    }
  };

  return (
    // No wrapping: on a narrow screen the table scrolls sideways instead of breaking words.
    <tr className="border-t border-border whitespace-nowrap">
      <th scope="row" className={`${bodyCell} font-semibold`}>
        {user.username}
      </th>
      <td className={bodyCell}>{user.display_name}</td>
      <td className={`${bodyCell} text-muted`}>{user.email}</td>
      <td className={bodyCell}>
        <RoleBadge role={user.role} />
      </td>
      <td className={bodyCell}>{formatDate(user.created_at)}</td>
      <td className={`${bodyCell} text-right tabular-nums`}>{user.post_count}</td>
      <td className={bodyCell}>
        {user.role === 'admin' ? (
          <span className="text-sm text-muted">Protected</span>
        ) : (
          <div className="flex items-center gap-2">
            <Button size="sm" variant="secondary" disabled={busy} onClick={changeRole} aria-label={`Make ${nextRole}: ${user.username}`}>
              Make {nextRole}
            </Button>
            <InlineConfirm label="Delete" ariaLabel={`Delete ${user.username}`} onConfirm={remove} />
          </div>
        )}
      </td>
    </tr>
  );
}
