import { beforeEach, describe, expect, it } from 'vitest';
import { claimIntro, introSeenKey } from '../intro-session.js';

beforeEach(() => sessionStorage.clear());

describe('claimIntro', () => {
  it('plays the intro on the first home page entry of a session only', () => {
    expect(claimIntro(sessionStorage, '/')).toBe(true);
    expect(sessionStorage.getItem(introSeenKey)).toBe('1');
    expect(claimIntro(sessionStorage, '/')).toBe(false);
  });

  it('never holds a deep link up, and counts it as the session entry', () => {
    expect(claimIntro(sessionStorage, '/games')).toBe(false);
    expect(claimIntro(sessionStorage, '/')).toBe(false);
  });

  it('plays nothing when storage is missing or blocked', () => {
    expect(claimIntro(undefined, '/')).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(claimIntro(blocked, '/')).toBe(false);
  });
});
