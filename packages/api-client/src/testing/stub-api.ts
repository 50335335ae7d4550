import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** Without the '/api' prefix and the query, e.g. '/lightgun/games/12'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type ApiRoutes = Record<string, Reply | ((call: ApiCall) => Reply)>;

/**
 * For component tests only (`@site/api-client/testing`, never imported by an app).
 * Replaces fetch for one test: 'METHOD /path' keys answer with a status and JSON body, anything else 404. Returns the calls, to assert what was sent.
 */
export function stubApi(routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { detail: 'Not Found', status: 404 } });
      return Response.json(reply.body ?? null, { status: reply.status ?? 200 });
    }),
  );
  return calls;
}
