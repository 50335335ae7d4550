import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server.js';

// A request no handler answers fails its test (after it, named), rather than passing by on a
// silent 404 or reaching a real server.
const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      print.error();
    },
  }),
);

afterEach(() => {
  server.resetHandlers();
  globalThis.localStorage?.clear();
  const missed = unhandled.splice(0);
  if (missed.length) throw new Error(`Requests without a handler (add one with server.use): ${missed.join(', ')}`);
});

afterAll(() => server.close());
