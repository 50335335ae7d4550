import { describe, expect, it } from 'vitest';
import { formatDate, formatViews } from '../format/format.js';

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
