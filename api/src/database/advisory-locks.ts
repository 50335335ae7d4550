/**
 * Every PostgreSQL advisory lock the API takes, by name: the one place a key is chosen, so no two
 * uses collide and a reader finds who waits on whom. Keys are fixed 64-bit numbers every API
 * process agrees on; nothing else in the database uses them. Take a lock through the helper below,
 * never with a key written elsewhere.
 */
export const advisoryLocks = {
  /** Migrations and the seed at start-up: replicas starting together on a fresh database take turns. */
  startup: 7_318_004_211,
  /** Starting pg-boss and creating its queues: two pg-boss 10 processes creating a queue at once deadlock. */
  jobRunnerSetUp: 7_318_004_213,
} as const satisfies Record<string, number>;

export type AdvisoryLockName = keyof typeof advisoryLocks;

/** One database session: a TypeORM QueryRunner or a pg Client, connected. */
export interface LockSession {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Runs `work` while `session` holds the session-level advisory lock `name`, waiting for it as long
 * as another session holds it (so callers give `session` no statement timeout). The lock belongs
 * to the session: take and release it on one dedicated connection, not on a pool. If the session
 * ends first (a dropped connection, `client.end()`), PostgreSQL releases the lock too.
 */
export async function whileAdvisoryLocked<T>(
  session: LockSession,
  name: AdvisoryLockName,
  work: () => Promise<T>,
): Promise<T> {
  const key = advisoryLocks[name];
  await session.query('SELECT pg_advisory_lock($1)', [key]);
  try {
    return await work();
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [key]);
  }
}
