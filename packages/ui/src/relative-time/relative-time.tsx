import { formatRelativeTime } from '../format/format.js';
import { lazyFormat } from '../format/lazy-format.js';

const fullDate = lazyFormat(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }));

/** '5 minutes ago' in a <time> element; the exact date and time on hover. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={fullDate().format(date)} className={className}>
      {formatRelativeTime(date)}
    </time>
  );
}
