import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { TestApp } from './test-app.js';

const probeEveryMs = 50;

/**
 * Watches how responsive the API stays: a probe of /api/health every 50 ms, timed from when it was
 * due rather than sent (a blocked event loop also delays the sending, and must count in full), and
 * the event-loop delay sampled every 10 ms. The app is served in this process (Fastify inject), so
 * this process's event loop is the API's.
 */
export function healthWatch(t: TestApp) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let running = true;
  let worstProbe = 0;

  async function probe() {
    let due = performance.now();
    while (running) {
      await t.request({ method: 'GET', url: '/api/health' });
      worstProbe = Math.max(worstProbe, performance.now() - due);
      due += probeEveryMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else due = performance.now();
    }
  }

  loop.enable();
  const probing = probe();
  return {
    /** The worst probe wait and event-loop delay since the last call, in ms. */
    take() {
      const worst = { probeMs: worstProbe, loopMs: loop.max / 1e6 };
      worstProbe = 0;
      loop.reset();
      return worst;
    },
    async stop() {
      running = false;
      loop.disable();
      await probing;
    },
  };
}
