import { describe, expect, it } from 'vitest';
import { formatIsoDuration } from './iso-duration.js';

describe('formatIsoDuration', () => {
  it.each([
    ['PT1H2M3S', '1:02:03'],
    ['PT10M25S', '10:25'],
    ['PT45S', '0:45'],
    ['PT1M', '1:00'],
    ['PT2H', '2:00:00'],
    ['PT1H5S', '1:00:05'],
    ['PT59M59S', '59:59'],
    ['PT60M', '1:00:00'],
    ['PT12.5S', '0:12'],
    ['P1DT2H3M4S', '26:03:04'],
    ['P1W', '168:00:00'],
    ['PT999999H59M59S', '999999:59:59'],
  ])('%s -> %s', (iso, shown) => expect(formatIsoDuration(iso)).toBe(shown));

  it.each([
    'P0D',
    'PT0S',
    '',
    'P',
    'PT',
    'T10M',
    '10:25',
    'PT-5S',
    'PT1H2X',
    'P1Y',
    'PT1000000H',
    'PT99999999999999999999H',
    `PT${'9'.repeat(400)}S`,
  ])('gives null for %j', (iso) => {
    expect(formatIsoDuration(iso)).toBeNull();
  });
});
