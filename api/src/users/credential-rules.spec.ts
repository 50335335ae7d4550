import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { HasNoInvisibleCharacters, IsAcceptablePassword, isCommonPassword, normalizeUsername } from './credential-rules.js';

class Credentials {
  @HasNoInvisibleCharacters()
  username = 'player';

  @IsAcceptablePassword()
  password = 'crt-zapper-77';
}

const messages = (overrides: Partial<Credentials>) =>
  validateSync(Object.assign(new Credentials(), overrides)).flatMap((error) => Object.values(error.constraints ?? {}));

describe('isCommonPassword', () => {
  it('finds the most common passwords whatever their case and surrounding spaces', () => {
    for (const password of ['123456', 'PASSWORD', ' qwerty ', 'iloveyou']) expect(isCommonPassword(password), password).toBe(true);
  });

  it('lets an uncommon one through', () => {
    expect(isCommonPassword('crt-zapper-77')).toBe(false);
  });
});

describe('IsAcceptablePassword', () => {
  it("keeps the spec's minimum and its message", () => {
    expect(messages({ password: 'x7!' })).toEqual(['Password must be at least 6 characters long']);
  });

  it('refuses a blank password and a common one, each with its reason', () => {
    expect(messages({ password: '      ' })).toEqual(['Password must not be blank']);
    expect(messages({ password: 'letmein' })).toEqual(['This password is among the most common ones: choose one that is harder to guess']);
  });

  it('takes an uncommon password', () => {
    expect(messages({})).toEqual([]);
  });
});

describe('usernames', () => {
  it('are NFKC-normalised and trimmed', () => {
    expect(normalizeUsername({ value: ' ＬｉｇｈｔＧｕｎ ' })).toBe('LightGun');
    expect(normalizeUsername({ value: 42 })).toBe(42);
  });

  it('refuse control, format and other invisible characters', () => {
    for (const username of ['ad\u200bmin', 'zero\u200dwidth', 'bidi\u202eevil', 'soft\u00adhyphen', 'tab\tname', 'filler\u3164', 'bom\ufeff']) {
      expect(messages({ username }), JSON.stringify(username)).toEqual(['Username must not contain invisible characters']);
    }
    expect(messages({ username: 'Zoë the Zapper' })).toEqual([]);
  });
});
