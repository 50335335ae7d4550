import { formatDate, formatRelativeTime } from '@site/ui';

const dayMs = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** How long ago, in its largest unit ("3 years ago", "5 months ago"): a report's age is what a reader weighs. */
export function filedAgo(filedAt: string, now = new Date()) {
  const days = (now.getTime() - new Date(filedAt).getTime()) / dayMs;
  if (days >= 365) return relative.format(-Math.floor(days / 365), 'year');
  if (days >= 30) return relative.format(-Math.floor(days / 30), 'month');
  return formatRelativeTime(filedAt, now).toLowerCase();
}

/** "filed 3 years ago", the exact date on hover. */
export function FiledAge({ filedAt }: { filedAt: string }) {
  return (
    <span className="text-sm text-muted">
      filed{' '}
      <time dateTime={filedAt} title={formatDate(filedAt)}>
        {filedAgo(filedAt)}
      </time>
    </span>
  );
}
