const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** View counts: K from 1,000, M from 1,000,000, one decimal (spec section 9). */
export function formatViews(views: number): string {
  return views < 1000 ? String(views) : compact.format(views);
}

/** en-US long dates ('March 5, 2024'); '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
