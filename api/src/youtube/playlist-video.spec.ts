import { describe, expect, it } from 'vitest';
import { dateOrUndefined, viewCountOrUndefined } from './playlist-video.js';

describe('what the sync keeps of YouTube numbers', () => {
  it('caps views at what the integer column holds, and drops what is no count', () => {
    expect(viewCountOrUndefined('98765')).toBe(98_765);
    expect(viewCountOrUndefined('16000000000')).toBe(2_147_483_647);
    expect(viewCountOrUndefined('9'.repeat(400))).toBeUndefined();
    expect(viewCountOrUndefined('-5')).toBeUndefined();
    expect(viewCountOrUndefined(1.5)).toBeUndefined();
  });

  it('keeps dates of years 1 to 9999 only: PostgreSQL would refuse the rest and fail the whole sync', () => {
    expect(dateOrUndefined('2024-01-05T18:00:00Z')).toEqual(new Date('2024-01-05T18:00:00Z'));
    expect(dateOrUndefined('-271821-04-20T00:00:00Z')).toBeUndefined();
    expect(dateOrUndefined('+275760-09-13T00:00:00Z')).toBeUndefined();
    expect(dateOrUndefined('not a date')).toBeUndefined();
    expect(dateOrUndefined('')).toBeUndefined();
  });
});
