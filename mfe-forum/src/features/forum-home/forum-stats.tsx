import type { ForumStats as Stats } from '@site/contracts';
import { ErrorState } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { forumStatsQuery } from './forum-stats-query.js';

const figures: Array<{ key: keyof Stats; label: string }> = [
  { key: 'categories', label: 'Categories' },
  { key: 'threads', label: 'Threads' },
  { key: 'posts', label: 'Posts' },
  { key: 'members', label: 'Members' },
];

/** The four figures of the forum home; '…' while they load. */
export function ForumStats() {
  const stats = useQuery(forumStatsQuery);
  if (stats.isError && !stats.data)
    return <ErrorState message="Failed to load forum stats" onRetry={() => void stats.refetch()} />;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={stats.isPending}>
      {figures.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse rounded-lg border border-border bg-surface p-4 text-center">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold">{stats.data ? stats.data[key].toLocaleString('en-US') : '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
