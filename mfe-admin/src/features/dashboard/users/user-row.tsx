import type { User } from '@site/contracts';
import { Button, formatDate, InlineConfirm, toast } from '@site/ui';
import { useChangeRole } from './change-role.js';
import { useDeleteUser } from './delete-user.js';
import { bodyCell } from '../../../components/scroll-table.js';
import { errorMessage } from '../../../utils/error-message.js';
import { RoleBadge } from './role-badge.js';

/** One account; admins are shown without role change or delete (the server refuses both too). */
export function UserRow({ user }: { user: User }) {
  const roleChange = useChangeRole();
  const deletion = useDeleteUser();
  const busy = roleChange.isPending;
  const nextRole = user.role === 'moderator' ? 'regular' : 'moderator';

  const changeRole = () =>
    roleChange.mutate(
      { id: user.id, role: nextRole },
      {
        onSuccess: (updated) =>
          toast({
            title: 'Role updated',
            description: `${updated.username} is now ${updated.role === 'moderator' ? 'a moderator' : 'a regular user'}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to change role'), variant: 'destructive' }),
      },
    );

  const remove = async () => {
    try {
      await deletion.mutateAsync(user.id);
      toast({ title: 'User deleted', description: `${user.username} was deleted.`, variant: 'success' });
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
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={changeRole}
              aria-label={`Make ${nextRole}: ${user.username}`}
            >
              Make {nextRole}
            </Button>
            <InlineConfirm label="Delete" ariaLabel={`Delete ${user.username}`} onConfirm={remove} />
          </div>
        )}
      </td>
    </tr>
  );
}
