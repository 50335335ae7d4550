import { mixesScripts } from '../mixed-scripts.js';
import { maxUsernameLength, normalizeUsername, usernameIssue } from '../username-rules.js';

describe('mixesScripts', () => {
  it('finds letters of two scripts', () => {
    for (const name of ['аdmin', 'abcαβγ', 'x_ᎪᎠ']) expect(mixesScripts(name), name).toBe(true);
  });

  it('takes one script with digits and signs, and Latin beside Chinese, Japanese or Korean', () => {
    const oneScript = ['admin', 'Zoë the Zapper', 'сосоа', 'player_1', 'ねガ', 'taro太郎', 'Taroたろう', '김kim'];
    for (const name of oneScript) expect(mixesScripts(name), name).toBe(false);
  });
});

describe('usernames', () => {
  it('are NFKC-normalised and trimmed', () => {
    expect(normalizeUsername(' ＬｉｇｈｔＧｕｎ ')).toBe('LightGun');
  });

  it('are refused with the words the API uses', async () => {
    expect(await usernameIssue('   ')).toBe('Username is required');
    const invisible = [
      'ad\u200bmin',
      'zero\u200dwidth',
      'bidi\u202eevil',
      'soft\u00adhyphen',
      'tab\tname',
      'filler\u3164',
      'b\ufeffom',
    ];
    for (const name of invisible) {
      expect(await usernameIssue(name), JSON.stringify(name)).toBe('Username must not contain invisible characters');
    }
    expect(await usernameIssue('аdmin')).toBe('Username must not mix scripts');
    expect(await usernameIssue('x'.repeat(maxUsernameLength + 1))).toBe('Username must be at most 50 characters');
  });

  it('count characters as the database does, after normalising', async () => {
    expect(await usernameIssue(`  ${'x'.repeat(maxUsernameLength)}  `)).toBeUndefined();
    expect(await usernameIssue('𝒵'.repeat(maxUsernameLength))).toBeUndefined();
  });

  it('take a name of one script', async () => {
    for (const name of ['Zoë the Zapper', 'сергей', 'taro太郎', 'player_1']) {
      expect(await usernameIssue(name), name).toBeUndefined();
    }
  });
});
