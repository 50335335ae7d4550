import { describe, expect, it } from 'vitest';
import { showsStaffWord, usernameSkeleton } from './lookalikes.js';

describe('usernameSkeleton', () => {
  it('is the same for names that look alike, whatever their case', () => {
    const admin = usernameSkeleton('admin');
    for (const lookalike of ['аdmin', 'Admin', 'adrnin']) expect(usernameSkeleton(lookalike), lookalike).toBe(admin);
    expect(usernameSkeleton('сосоа')).toBe(usernameSkeleton('cocoa'));
    expect(usernameSkeleton('B0B')).toBe(usernameSkeleton('bob'));
    expect(usernameSkeleton('Ian')).toBe(usernameSkeleton('lan'));
    expect(usernameSkeleton('paypa1')).toBe(usernameSkeleton('paypal'));
  });

  it('tells apart names that do not look alike', () => {
    expect(usernameSkeleton('Zoë')).not.toBe(usernameSkeleton('Zoe'));
    expect(usernameSkeleton('player1')).not.toBe(usernameSkeleton('player2'));
  });
});

describe('showsStaffWord', () => {
  it.each([
    'admin',
    'Admin_',
    'the moderator',
    'SiteAdmin',
    'TheModeratorTeam',
    'ADMIN',
    'ＡＤＭＩＮ',
    'аdmin',
    'admIn',
    'ADMlN',
    'm0derator',
    'Administrator',
    'sysadmin',
  ])('finds one in %j', (name) => {
    expect(showsStaffWord(name)).toBe(true);
  });

  it.each(['badminton', 'Zoë the Zapper', 'Admiral Ackbar', 'player1', 'mod squad'])('finds none in %j', (name) => {
    expect(showsStaffWord(name)).toBe(false);
  });
});
