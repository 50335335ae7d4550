import { lazyFormat } from './lazy-format.js';

const compact = lazyFormat(() => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }));
const longDate = lazyFormat(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** View counts: K from 1,000, M from 1,000,000, one decimal (spec section 9). */
export function formatViews(views: number): string {
  return views < 1000 ? String(views) : compact().format(views);
}

/** en-US long dates ('March 5, 2024'); '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date);
}

const relative = lazyFormat(() => new Intl.RelativeTimeFormat('en', { numeric: 'always' }));
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * Spec section 2: under a minute 'Just now', then minutes, hours and days ('3 days ago') up to
 * 7 days, then the date. A time slightly ahead of `now` (clock skew) also reads 'Just now'.
 */
export function formatRelativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < minuteMs) return 'Just now';
  if (elapsed < hourMs) return relative().format(-Math.floor(elapsed / minuteMs), 'minute');
  if (elapsed < dayMs) return relative().format(-Math.floor(elapsed / hourMs), 'hour');
  if (elapsed < 7 * dayMs) return relative().format(-Math.floor(elapsed / dayMs), 'day');
  return formatDate(date);
}
