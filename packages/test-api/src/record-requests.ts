import { onTestFinished } from 'vitest';
import { server } from './server.js';

export interface RecordedRequest {
  method: string;
  /** The path as sent, e.g. '/api/lightgun/games/12'. */
  path: string;
  /** The query as sent, '' or e.g. '?page=2&q=gun'; `query` is the same, parsed. */
  search: string;
  query: URLSearchParams;
  /** The JSON body, if any (read as the request starts, before it is answered). */
  body: unknown;
}

/** Records every request of the current test, in order, to assert what was asked and sent. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      query: url.searchParams,
      body: undefined,
    };
    requests.push(recorded);
    if (request.body)
      void request
        .clone()
        .text()
        .then((text) => (recorded.body = text ? JSON.parse(text) : undefined));
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return requests;
}

/** The bodies of the recorded requests to `method path` (the path without its query), one per request. */
export const callsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path).map(({ body }) => body);
