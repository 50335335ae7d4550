import type { PendingItem } from '@site/contracts';
import { EmptyState, formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { ModerationActions } from './moderation-actions.js';

const typeLabel = { video: 'Video', news: 'News' };

/** Community submissions waiting for an admin, each linked to the page that shows it. */
export function ModerationQueue({ items }: { items: PendingItem[] }) {
  if (items.length === 0)
    return <EmptyState title="Nothing is waiting for approval" hint="New community videos and news show up here." />;
  return (
    <ul aria-label="Waiting for approval" className="divide-y divide-border rounded-lg border border-border bg-surface">
      {items.map((item) => (
        <li
          key={`${item.type}-${item.id}`}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <span className="rounded-full border border-border px-2 py-0.5 font-semibold text-text">
                {typeLabel[item.type]}
              </span>
              <span>Submitted {formatDate(item.created_at)}</span>
            </p>
            <Link to={item.url} className="mt-1 block font-semibold break-words hover:text-accent hover:underline">
              {item.title}
            </Link>
          </div>
          <ModerationActions submission={item} />
        </li>
      ))}
    </ul>
  );
}
