import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime, formatViews } from '../format/format.js';

describe('formatViews', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.3K'],
    [999_949, '999.9K'],
    [1_000_000, '1M'],
    [2_450_000, '2.5M'],
  ])('%i -> %s', (views, text) => expect(formatViews(views)).toBe(text));
});

describe('formatDate', () => {
  it('writes en-US long dates', () => {
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('March 5, 2024');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2024-03-20T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [-5 * minute, 'Just now'],
    [minute, '1 minute ago'],
    [5 * minute + 30_000, '5 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [hour, '1 hour ago'],
    [2 * hour + 59 * minute, '2 hours ago'],
    [day, '1 day ago'],
    [3 * day, '3 days ago'],
    [7 * day - 1, '6 days ago'],
  ])('%i ms ago -> %s', (elapsed, text) => expect(formatRelativeTime(ago(elapsed), now)).toBe(text));

  it('gives the date from 7 days on', () => {
    expect(formatRelativeTime(ago(7 * day), now)).toBe('March 13, 2024');
    expect(formatRelativeTime(new Date('2023-01-02T10:00:00Z'), now)).toBe('January 2, 2023');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatRelativeTime(undefined, now)).toBe('');
    expect(formatRelativeTime('soon', now)).toBe('');
  });
});
