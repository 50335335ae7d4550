import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { DrainState } from './drain-state.js';
import { within } from './within.js';

/**
 * Drains and closes the app as a SIGTERM should. Draining starts at once (readiness 503, event
 * streams end, answers say `Connection: close`); the server keeps accepting for `delayMs`, then
 * stops listening and waits for the requests in flight, and the pool closes last (Nest's order).
 * Past `timeoutMs` in all, the connections still open are cut. Resolves true when all finished in time.
 */
export async function closeApp(
  app: NestFastifyApplication,
  { delayMs, timeoutMs }: { delayMs: number; timeoutMs: number },
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  app.get(DrainState).begin();
  // Closing the listener resets every connection the kernel queued and Node did not accept yet, and
  // Node drops the accepted ones it has not read from as idle: the delay serves them first.
  await sleep(Math.min(delayMs, timeoutMs));

  const server = app.getHttpAdapter().getInstance().server;
  // server.close() reaps idle keep-alive connections once; one that turns idle later (an event
  // stream that just ended) would hold it open for the whole keep-alive timeout.
  const sweep = setInterval(() => !server.listening && server.closeIdleConnections(), 100);
  const closing = app.close().then(() => true);
  try {
    if (await within(closing, Math.max(0, deadline - performance.now()), false)) return true;
    server.closeAllConnections();
    // The pool may still be waiting on a frozen database: a moment more, not forever.
    await within(closing, 2_000, false);
    return false;
  } finally {
    clearInterval(sweep);
  }
}
