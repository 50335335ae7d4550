import type { User } from '@site/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTo, recordRequests, server, signedInAs } from '../index.js';

const member = { id: 2, username: 'sam', role: 'regular' } as User;

describe('the test API', () => {
  it('answers relative /api paths as the site asks them, and records method, path, query and body', async () => {
    server.use(
      http.post('/api/news', async ({ request }) =>
        HttpResponse.json({ id: 5, sent: await request.json() }, { status: 201 }),
      ),
    );
    const requests = recordRequests();
    const response = await fetch('/api/news?draft=1', {
      method: 'POST',
      body: JSON.stringify({ title: 'Big news' }),
      signal: new AbortController().signal,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 5, sent: { title: 'Big news' } });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/news',
        search: '?draft=1',
        query: new URLSearchParams('draft=1'),
        body: { title: 'Big news' },
      },
    ]);
    expect(callsTo(requests, 'POST', '/api/news')).toEqual([{ title: 'Big news' }]);
    expect(callsTo(requests, 'GET', '/api/news')).toEqual([]);
  });

  it('signs the browser in the way the site does and answers /api/auth/me', async () => {
    signedInAs(member);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(member);
    expect(localStorage.getItem('token')).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
    expect(await (await fetch('/api/auth/me')).json()).toEqual(member);
  });

  it('starts every test with no handlers and an empty localStorage', async () => {
    expect(localStorage.length).toBe(0);
    server.use(http.get('/api/auth/me', () => HttpResponse.json(null, { status: 401 })));
    expect((await fetch('/api/auth/me')).status).toBe(401);
  });
});

describe('a request no handler answers', () => {
  // Failing is the point: the setup fails the test after it, naming the request.
  it.fails('fails its test', async () => {
    // The request itself fails as a network error would.
    await expect(fetch('/api/nobody-answers')).rejects.toThrow(TypeError);
  });
});
