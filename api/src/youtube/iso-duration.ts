const isoDuration = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const maxSeconds = 999_999 * 3600 + 3599;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A YouTube ISO 8601 duration as the library shows it: PT1H2M3S -> '1:02:03', PT10M25S -> '10:25',
 * PT45S -> '0:45'. Null when it is not a duration or is zero (P0D: an upcoming or running live stream).
 */
export function formatIsoDuration(value: string): string | null {
  const match = isoDuration.exec(value.trim());
  if (!match) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const total = Math.floor(((weeks * 7 + days) * 24 + hours) * 3600 + minutes * 60 + seconds);
  // Past 999,999 hours it is no real video, and would not fit the varchar(20) column.
  if (!(total > 0 && total <= maxSeconds)) return null;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${twoDigits(m)}:${twoDigits(s)}` : `${m}:${twoDigits(s)}`;
}
