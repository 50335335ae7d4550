import { EmptyState, ErrorState, LoadingState, Pagination, SearchField, toast, useSettledValue } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usersQuery } from './users-query.js';
import { headCell, ScrollTable } from '../../../components/scroll-table.js';
import { errorMessage } from '../../../utils/error-message.js';
import { UserRow } from './user-row.js';

const columns = ['Username', 'Display name', 'Email', 'Role', 'Joined', 'Posts', 'Actions'];

/** The User Management tab: the accounts a page at a time, a search (by the API), role changes and deletes. */
export function UserManagement() {
  const [query, setQuery] = useState('');
  const searched = useSettledValue(query.trim());
  // The page belongs to one search: a new search starts at its first page.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === searched ? paging.page : 1;
  const list = useQuery(usersQuery(page, searched));
  useEffect(() => {
    if (list.error)
      toast({ title: 'Error', description: errorMessage(list.error, 'Failed to load users'), variant: 'destructive' });
  }, [list.error]);

  if (list.isPending) return <LoadingState label="Loading users..." />;
  if (list.isError) return <ErrorState message="Failed to load users" onRetry={() => void list.refetch()} />;

  const { items: shown, pagination } = list.data;
  const total = pagination.total_count;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label="Search users"
          showLabel
          value={query}
          onValueChange={setQuery}
          placeholder="Username or display name"
          className="block sm:w-80"
        />
        <p role="status" className="text-sm text-muted">
          {`${total} ${total === 1 ? 'user' : 'users'}${searched ? ` found for “${searched}”` : ''}`}
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
      <Pagination
        page={pagination.page}
        totalPages={pagination.total_pages}
        onPageChange={(next) => setPaging({ q: searched, page: next })}
        label="User pages"
      />
    </div>
  );
}
