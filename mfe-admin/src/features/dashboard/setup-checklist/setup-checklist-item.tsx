import type { SetupChecklistItem, SetupItemState } from '@site/contracts';
import { Link } from 'react-router-dom';
import { LastSync } from './last-sync.js';

const badges: Record<SetupItemState, { label: string; className: string }> = {
  done: { label: 'Done', className: 'border-green-600/60 bg-green-950/40 text-green-200' },
  todo: { label: 'To do', className: 'border-amber-400 bg-amber-400 text-black' },
  unknown: { label: 'Unknown', className: 'border-border bg-surface-raised text-muted' },
};

/** One thing to set up: whether it is done, how it stands, and what to do about it. */
export function SetupChecklistEntry({ item }: { item: SetupChecklistItem }) {
  const badge = badges[item.state];
  return (
    <li className="rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{item.title}</h3>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
          {badge.label}
        </span>
      </div>
      <p className="mt-1 break-words text-sm text-muted">{item.status}</p>
      {item.last_sync !== undefined && <LastSync run={item.last_sync} />}
      {item.action && <p className="mt-2 break-words text-sm">{item.action}</p>}
      {item.link && (
        <Link
          to={item.link.href}
          className="mt-2 inline-block text-sm font-medium text-accent underline underline-offset-2 hover:no-underline"
        >
          {item.link.label}
        </Link>
      )}
    </li>
  );
}
