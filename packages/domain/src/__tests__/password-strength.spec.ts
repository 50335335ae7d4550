import {
  isStrongPassword,
  minPasswordScore,
  passwordIssue,
  passwordRule,
  passwordTooShort,
  passwordTooWeak,
  scorePassword,
} from '../index.js';

describe('password strength', () => {
  it.each([
    'aaaaaa',
    'lightgunhub',
    'Lightgun Hub',
    'LightgunHub2024',
    '123456',
    '１２３４５６',
    'password1',
    'qwertyuiop',
  ])('refuses %j, whoever the member is', async (password) => {
    expect(await isStrongPassword(password)).toBe(false);
  });

  it("refuses the member's own names, whole or in parts", async () => {
    const member = ['zapper77', 'zoe.quinn@example.com', 'Zoe Quinn'];
    for (const password of ['zapper77', 'Zapper77!', 'zoe.quinn@example.com', 'zoequinn']) {
      expect(await isStrongPassword(password, member), password).toBe(false);
    }
  });

  it('takes a password that is hard to guess', async () => {
    for (const password of ['crt-zapper-77', 'brand-new-77', 'Zap!per-Crt-4417']) {
      expect(await scorePassword(password, ['player1']), password).toBeGreaterThanOrEqual(minPasswordScore);
    }
  });

  it('scores only the start of a long password, which bounds its work', async () => {
    expect(await isStrongPassword(`${'a'.repeat(32)}Velvet-Harbor-Quartz-2931`)).toBe(false);
    expect(await isStrongPassword(`Velvet-Harbor-Quartz-2931${'a'.repeat(100)}`)).toBe(true);
  });

  it('tells a form why it would refuse a password, length first', async () => {
    expect(await passwordIssue('ab1')).toBe(passwordTooShort);
    expect(await passwordIssue('       ')).toBe('Password must not be blank');
    expect(await passwordIssue(`crt-zapper-77${'x'.repeat(116)}`)).toBe('Password must be at most 128 characters');
    expect(await passwordIssue('zapperqueen', ['zapperqueen'])).toBe(passwordTooWeak);
    expect(await passwordIssue('crt-zapper-77', ['zapperqueen'])).toBeUndefined();
  });

  it('states the minimum as the forms show it', () => {
    expect(passwordRule).toBe(
      "At least 6 characters and rated Strong or better: not a common password, a pattern, your username or the site's name.",
    );
  });
});
