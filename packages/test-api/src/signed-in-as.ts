import type { User } from '@site/contracts';
import { http, HttpResponse } from 'msw';
import { server } from './server.js';

/** Signs the browser in as the site does (token and user in localStorage) and answers its /api/auth/me check. */
export function signedInAs(user: Pick<User, 'id' | 'username' | 'role'> & Partial<User>) {
  localStorage.setItem('token', `header.token-of-${user.username}.signature`);
  localStorage.setItem('user', JSON.stringify(user));
  server.use(http.get('/api/auth/me', () => HttpResponse.json(user)));
}
