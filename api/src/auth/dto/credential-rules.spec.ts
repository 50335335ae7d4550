import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import {
  HasNoInvisibleCharacters,
  IsAcceptablePassword,
  IsSingleScript,
  toStoredUsername,
  withoutBidiControls,
} from './credential-rules.js';

class Credentials {
  @HasNoInvisibleCharacters()
  @IsSingleScript()
  username = 'player';

  @IsAcceptablePassword()
  password = 'crt-zapper-77';
}

const messages = (overrides: Partial<Credentials>) =>
  validateSync(Object.assign(new Credentials(), overrides)).flatMap((error) => Object.values(error.constraints ?? {}));

describe('IsAcceptablePassword', () => {
  it("keeps the spec's minimum and its message", () => {
    expect(messages({ password: 'x7!' })).toEqual(['Password must be at least 6 characters long']);
  });

  it('refuses a blank password', () => {
    expect(messages({ password: '      ' })).toEqual(['Password must not be blank']);
  });

  it('refuses one past the maximum, in the words the forms use', () => {
    expect(messages({ password: `crt-zapper-77${'x'.repeat(116)}` })).toEqual([
      'Password must be at most 128 characters',
    ]);
  });

  it('takes a password of the right length (how guessable it is, the service scores)', () => {
    expect(messages({})).toEqual([]);
  });
});

describe('usernames', () => {
  it('are NFKC-normalised and trimmed', () => {
    expect(toStoredUsername({ value: ' ＬｉｇｈｔＧｕｎ ' })).toBe('LightGun');
    expect(toStoredUsername({ value: 42 })).toBe(42);
  });

  it('refuse control, format and other invisible characters', () => {
    for (const username of [
      'ad\u200bmin',
      'zero\u200dwidth',
      'bidi\u202eevil',
      'soft\u00adhyphen',
      'tab\tname',
      'filler\u3164',
      'bom\ufeff',
    ]) {
      expect(messages({ username }), JSON.stringify(username)).toEqual([
        'Username must not contain invisible characters',
      ]);
    }
    expect(messages({ username: 'Zoë the Zapper' })).toEqual([]);
  });

  it('refuse a mix of scripts', () => {
    expect(messages({ username: 'аdmin' })).toEqual(['Username must not mix scripts']);
    expect(messages({ username: 'сосоа' })).toEqual([]);
  });
});

describe('display names', () => {
  it('lose their bidi controls and surrounding spaces', () => {
    expect(withoutBidiControls({ value: ' \u202eAdmin\u202c \u2066x\u2069\u200e\u200f\u061c ' })).toBe('Admin x');
    expect(withoutBidiControls({ value: 7 })).toBe(7);
  });
});
