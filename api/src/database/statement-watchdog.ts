import pg from 'pg';

/** How often the watchdog looks at the process's connections. */
const checkEveryMs = 250;

/**
 * A node-postgres client class whose statements get no answer for longer than `limitMs` end their
 * connection: they fail with 'Connection terminated' (a 503) and the pool opens a fresh one. It is
 * the bound on a server that is frozen or cut off mid-way, which `statement_timeout` cannot give.
 *
 * One watchdog per class looks at every live connection a few times a second, instead of the
 * timer per statement of pg's `query_timeout`, one of the per-request costs that together held the
 * videos list at 0.60 of a bare handler (bench/README.md). A statement is seen overdue between
 * `limitMs` and `limitMs + 250` ms. It hooks pg where pg documents nothing (the `query` override,
 * `connection`'s 'readyForQuery'): see `driver-internals.ts` for the versions checked.
 */
export function watchedClientClass(limitMs: number): typeof pg.Client {
  const live = new Set<WatchedClient>();
  let watchdog: NodeJS.Timeout | undefined;

  function check() {
    const now = performance.now();
    for (const client of live)
      if (client.waitingSince !== undefined && now - client.waitingSince > limitMs) client.giveUp();
    if (live.size > 0) return;
    clearInterval(watchdog);
    watchdog = undefined;
  }

  class WatchedClient extends pg.Client {
    /** When the oldest statement still without its answer went out. */
    waitingSince: number | undefined;
    private unanswered = 0;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      live.add(this);
      watchdog ??= setInterval(check, checkEveryMs).unref();
      this.once('end', () => live.delete(this));
      // Every statement, answered or failed, ends with ReadyForQuery (so does the start-up, with none sent).
      this.connection.on('readyForQuery', () => {
        if (this.unanswered === 0) return;
        this.unanswered -= 1;
        this.waitingSince = this.unanswered > 0 ? performance.now() : undefined;
      });
    }

    // One signature for pg's overloads: every form goes through here unchanged.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const result = (super.query as (...params: unknown[]) => unknown)(...args);
      this.unanswered += 1;
      this.waitingSince ??= performance.now();
      return result;
    }

    /** Drops the socket (end() does so while a statement waits): its statements fail at once. */
    giveUp() {
      live.delete(this);
      this.waitingSince = undefined;
      void this.end().catch(() => {});
    }
  }
  return WatchedClient;
}
