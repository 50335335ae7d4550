import PgBoss from 'pg-boss';
import type { TestApp } from './test-app.js';

/**
 * Sends a job to `queue` as pg-boss's clock does at a tick (from a client of its own, which runs no schedule); the
 * app's worker takes it at its next poll. Answers the job's id (null: the queue refused it).
 */
export async function sendJob(t: TestApp, queue: string, data: object = {}): Promise<string | null> {
  const boss = new PgBoss({
    connectionString: t.config.databaseUrl,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    return await boss.send(queue, data);
  } finally {
    await boss.stop({ graceful: false });
  }
}
