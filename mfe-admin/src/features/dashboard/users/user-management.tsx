import { EmptyState, ErrorState, LoadingState, SearchField, toast } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usersQuery } from './users-query.js';
import { headCell, ScrollTable } from '../../../components/scroll-table.js';
import { errorMessage } from '../../../utils/error-message.js';
import { filterUsers } from './filter-users.js';
import { UserRow } from './user-row.js';

const columns = ['Username', 'Display name', 'Email', 'Role', 'Joined', 'Posts', 'Actions'];

/** The User Management tab: every account, a search, role changes and deletes. */
export function UserManagement() {
  const list = useQuery(usersQuery);
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (list.error) toast({ title: 'Error', description: errorMessage(list.error, 'Failed to load users'), variant: 'destructive' });
  }, [list.error]);

  if (list.isPending) return <LoadingState label="Loading users..." />;
  if (list.isError) return <ErrorState message="Failed to load users" onRetry={() => void list.refetch()} />;

  const users = list.data;
  const shown = filterUsers(users, query);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label="Search users" showLabel value={query} onValueChange={setQuery} placeholder="Username or display name" className="block sm:w-80" />
        <p role="status" className="text-sm text-muted">
          {shown.length === users.length ? '' : `${shown.length} of `}
          {users.length} {users.length === 1 ? 'user' : 'users'}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No users match your search" hint="Try part of a username or display name." />
      ) : (
        <ScrollTable label="Users">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={`${headCell} ${column === 'Posts' ? 'text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
