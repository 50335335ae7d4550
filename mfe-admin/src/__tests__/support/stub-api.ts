import type { User } from '@site/contracts';
import { vi } from 'vitest';

interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}
export interface StubResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
/** Keyed 'METHOD /api/path' (with or without the query): a response, or a function giving one (when it resolves). */
export type StubRoutes = Record<string, StubResponse | ((request: StubRequest) => StubResponse | Promise<StubResponse>)>;

/** Replaces fetch for one test; unknown routes answer 404. Returns the mock to inspect calls. */
export function stubApi(routes: StubRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const request = { method, path: url.pathname + url.search, body: init.body ? JSON.parse(String(init.body)) : undefined };
    const route = routes[`${method} ${request.path}`] ?? routes[`${method} ${url.pathname}`];
    const {
      status = 200,
      body,
      headers,
    } = typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { detail: 'Not found', status: 404 } });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** Signs the browser in the way the site does (token and user in localStorage) and answers /auth/me. */
export function signedInAs(user: User): StubRoutes {
  localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.payload-of-the-test-token.signature');
  localStorage.setItem('user', JSON.stringify(user));
  return { 'GET /api/auth/me': { body: user } };
}
