import { afterEach, describe, expect, it } from 'vitest';
import { authStorage } from '../auth-storage.js';

const user = { id: 1, username: 'zapper', email: 'z@example.com', role: 'regular' } as Parameters<
  typeof authStorage.save
>[1];
const hint = () => document.cookie.split('; ').find((part) => part.startsWith('lgh_member='));

afterEach(() => {
  localStorage.clear();
  authStorage.syncMemberHint();
});

describe('the logged-in hint cookie the page server reads', () => {
  it('is set on login and removed on logout', () => {
    authStorage.save('token-1', user);
    expect(hint()).toBe('lgh_member=1');
    authStorage.clear();
    expect(hint()).toBeUndefined();
  });

  it('follows the stored token at start (a login from before the hint, another tab logging out)', () => {
    localStorage.setItem('token', 'token-from-earlier');
    authStorage.syncMemberHint();
    expect(hint()).toBe('lgh_member=1');
    localStorage.removeItem('token');
    authStorage.syncMemberHint();
    expect(hint()).toBeUndefined();
  });
});
