/**
 * An interval setting (YOUTUBE_SYNC_EVERY, CONSISTENCY_CHECK_EVERY), read: how often a scheduled job runs, as the job
 * runner's cron expression.
 */
export interface SyncInterval {
  /** As configured, e.g. '6h'. */
  text: string;
  /** Its ticks on the UTC clock as a cron expression (6h: minute 0 of every sixth hour). */
  cron: string;
  ms: number;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

const mustBe =
  'must be an interval the clock repeats evenly: minutes that divide 60 (e.g. 15m, 30m), hours that divide 24 (e.g. 1h, 6h, 12h) or 1d';

/**
 * Unset or empty: no schedule. Only intervals a cron expression repeats evenly are taken (the job
 * runner schedules by cron, to the minute): '90m' or '5h' would drift at every hour or midnight.
 */
export function parseSyncInterval(value: string | undefined, name = 'YOUTUBE_SYNC_EVERY'): SyncInterval | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const match = /^([1-9]\d*)([mhd])$/.exec(text);
  const amount = Number(match?.[1]);
  const unit = match?.[2];
  if (unit === 'm' && 60 % amount === 0) {
    return { text, cron: amount === 60 ? '0 * * * *' : `*/${amount} * * * *`, ms: amount * minuteMs };
  }
  if (unit === 'h' && 24 % amount === 0) {
    return { text, cron: amount === 24 ? '0 0 * * *' : `0 */${amount} * * *`, ms: amount * hourMs };
  }
  if (unit === 'd' && amount === 1) return { text, cron: '0 0 * * *', ms: 24 * hourMs };
  throw new Error(`${name} ${mustBe}; got "${text}"`);
}

/** When the next tick falls: every tick is a whole multiple of the interval since the epoch, in UTC. */
export function nextTick(interval: SyncInterval, now: Date): Date {
  return new Date((Math.floor(now.getTime() / interval.ms) + 1) * interval.ms);
}
