import type { ForumStats as Stats } from '@site/contracts';
import { ErrorState } from '@site/ui';
import { useCallback } from 'react';
import { forumApi } from '../../api/forum-api.js';
import { useResource } from '../../hooks/use-resource.js';

const figures: Array<{ key: keyof Stats; label: string }> = [
  { key: 'categories', label: 'Categories' },
  { key: 'threads', label: 'Threads' },
  { key: 'posts', label: 'Posts' },
  { key: 'members', label: 'Members' },
];

/** The four figures of the forum home; '…' while they load. */
export function ForumStats() {
  const load = useCallback(() => forumApi.stats(), []);
  const { state, reload } = useResource(load, 'forum stats');
  if (state.status === 'error') return <ErrorState message="Failed to load forum stats" onRetry={reload} />;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={state.status === 'loading'}>
      {figures.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse rounded-lg border border-border bg-surface p-4 text-center">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold">{state.data ? state.data[key].toLocaleString('en-US') : '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
