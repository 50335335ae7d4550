import { describe, expect, it, vi } from 'vitest';
import { WordFrequencies } from './word-frequency.js';

const statsOf = (elements: string[] | null, shares: number[] | null) =>
  vi.fn(async () => [{ rows: 1000, elements, shares }] as never[]);

describe('WordFrequencies', () => {
  it('sums the shares of the lexemes a word is a prefix of, or that are a prefix (a stem) of it', async () => {
    const frequencies = new WordFrequencies(
      statsOf(['gun', 'guncon', 'game', 'sensor'], [0.25, 0.05, 0.1, 0.02, 0.02, 0.25, 0]),
      'forum_posts',
    );
    expect(await frequencies.estimate(['gun'])).toEqual({ rows: 1000, matching: 300 });
    expect((await frequencies.estimate(['games'])).matching).toBeCloseTo(100);
    expect((await frequencies.estimate(['gun', 'sensor'])).matching).toBeCloseTo(20);
  });

  it('reads a word missing from the statistics, or no statistics at all, as rare', async () => {
    expect((await new WordFrequencies(statsOf(['gun'], [0.25]), 'forum_posts').estimate(['zyxomatic'])).matching).toBe(
      0,
    );
    expect(await new WordFrequencies(statsOf(null, null), 'forum_posts').estimate(['gun'])).toEqual({
      rows: 1000,
      matching: 0,
    });
  });

  it('reads the statistics once a minute', async () => {
    const query = statsOf(['gun'], [0.25]);
    const frequencies = new WordFrequencies(query, 'forum_posts');
    await Promise.all([frequencies.estimate(['gun']), frequencies.estimate(['gun'])]);
    expect(query).toHaveBeenCalledTimes(1);
  });
});
