/** PostgreSQL's `integer`: a larger id, count or page number would fail in the database (a 500), not in validation. */
export const maxPgInteger = 2_147_483_647;

// Years 1 to 9999, as ISO 8601 writes them (Date.UTC reads years below 100 as 19xx, hence the ISO texts).
const minStorableTime = Date.parse('0001-01-01T00:00:00Z');
const maxStorableTime = Date.parse('9999-12-31T23:59:59.999Z');

/** A real date of years 1 to 9999: PostgreSQL's timestamptz stores it as given (it ends at 4713 BC). */
export function isStorableDate(date: Date): boolean {
  const time = date.getTime();
  return time >= minStorableTime && time <= maxStorableTime;
}
