import { describe, expect, it } from 'vitest';
import { nextTick, parseSyncInterval } from './sync-interval.js';

describe('parseSyncInterval (YOUTUBE_SYNC_EVERY)', () => {
  it('is no schedule when unset or blank', () => {
    expect(parseSyncInterval(undefined)).toBeUndefined();
    expect(parseSyncInterval('')).toBeUndefined();
    expect(parseSyncInterval('  ')).toBeUndefined();
  });

  it.each([
    ['1m', '*/1 * * * *', 60_000],
    ['15m', '*/15 * * * *', 900_000],
    ['60m', '0 * * * *', 3_600_000],
    ['1h', '0 */1 * * *', 3_600_000],
    ['6h', '0 */6 * * *', 21_600_000],
    [' 12h ', '0 */12 * * *', 43_200_000],
    ['24h', '0 0 * * *', 86_400_000],
    ['1d', '0 0 * * *', 86_400_000],
  ])('reads %j as the cron %j', (value, cron, ms) => {
    expect(parseSyncInterval(value)).toEqual({ text: value.trim(), cron, ms });
  });

  it.each([
    '6',
    'h',
    '0h',
    '06h',
    '-1h',
    '1.5h',
    '7m',
    '90m',
    '5h',
    '48h',
    '2d',
    '30s',
    '6H',
    '6 h',
    'six hours',
    '1w',
  ])('refuses %j, naming the variable, what it takes and what it got', (value) => {
    expect(() => parseSyncInterval(value)).toThrow(
      `YOUTUBE_SYNC_EVERY must be an interval the clock repeats evenly: minutes that divide 60 (e.g. 15m, 30m), hours that divide 24 (e.g. 1h, 6h, 12h) or 1d; got "${value}"`,
    );
  });
});

describe('nextTick', () => {
  it('is the next whole multiple of the interval on the UTC clock, as the cron ticks', () => {
    const sixHours = parseSyncInterval('6h')!;
    expect(nextTick(sixHours, new Date('2026-11-25T13:20:00Z')).toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(nextTick(sixHours, new Date('2026-11-25T18:00:00Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(nextTick(parseSyncInterval('15m')!, new Date('2026-11-25T13:46:10Z')).toISOString()).toBe(
      '2026-11-25T14:00:00.000Z',
    );
    expect(nextTick(parseSyncInterval('1d')!, new Date('2026-11-25T13:46:10Z')).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
  });
});
