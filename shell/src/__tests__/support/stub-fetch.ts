import { vi } from 'vitest';

type Route = (url: URL, init?: RequestInit) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Stubs global fetch with handlers keyed by 'METHOD /path' (query ignored); anything else
 * answers 404. Returns the mock so tests can count calls.
 */
export function stubFetch(routes: Record<string, Route>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ detail: `no stub for ${key}` }), { status: 404 });
    const { status = 200, body } = await route(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The paths (with query) a stubbed fetch was called with, in order. */
export const calledPaths = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
