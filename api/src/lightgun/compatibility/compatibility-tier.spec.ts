import { describe, expect, it } from 'vitest';
import { betterRating, tierOf } from './compatibility-tier.js';

describe('tierOf', () => {
  it('is null without reports', () => {
    expect(tierOf({})).toBeNull();
    expect(tierOf({ perfect: 0, broken: 0 })).toBeNull();
  });

  it("is a single report's own rating", () => {
    expect(tierOf({ issues: 1 })).toBe('issues');
    expect(tierOf({ perfect: 1 })).toBe('perfect');
  });

  it('is the rating two reports agree on', () => {
    expect(tierOf({ perfect: 2 })).toBe('perfect');
    expect(tierOf({ broken: 2 })).toBe('broken');
  });

  it('counts a better report towards every worse rating', () => {
    expect(tierOf({ perfect: 1, playable: 1 })).toBe('playable');
    expect(tierOf({ perfect: 1, broken: 1 })).toBe('broken');
    expect(tierOf({ perfect: 1, issues: 1, broken: 5 })).toBe('issues');
  });

  it('takes the best rating reached by two, however many disagree below it', () => {
    expect(tierOf({ perfect: 2, broken: 10 })).toBe('perfect');
    expect(tierOf({ perfect: 1, playable: 3, issues: 1 })).toBe('playable');
  });
});

describe('betterRating', () => {
  it('keeps the better of two', () => {
    expect(betterRating('issues', 'perfect')).toBe('perfect');
    expect(betterRating('playable', 'broken')).toBe('playable');
    expect(betterRating('issues', 'issues')).toBe('issues');
  });
});
