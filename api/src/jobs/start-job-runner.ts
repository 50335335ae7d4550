import pg from 'pg';
import PgBoss from 'pg-boss';
import { whileAdvisoryLocked } from '../database/advisory-locks.js';

/** pg-boss keeps its queues, schedules and jobs in this schema of the API's own database. */
const jobSchema = 'pgboss';

interface JobRunnerOptions {
  connectTimeoutMs: number;
  /** Whether this process runs pg-boss's clock, which sends the jobs of its schedules. */
  schedules: boolean;
  warn: (line: string) => void;
  /** Queues and schedules to create, one process at a time. */
  setUp: (boss: PgBoss) => Promise<void>;
}

/**
 * pg-boss on its own small pool: it installs or upgrades its schema under its own advisory lock,
 * and its clock sends each cron tick's job once, however many processes run it. Starting and
 * creating queues take turns across processes under the `jobRunnerSetUp` lock, held on a
 * connection of its own with no statement timeout: pg-boss 10 deadlocks when two processes create
 * a queue at once (each new partition's foreign key waits on the other's queue row). Its errors are
 * reported to `warn`: unheard, an 'error' event ends the process.
 */
export async function startJobRunner(
  databaseUrl: string,
  { connectTimeoutMs, schedules, warn, setUp }: JobRunnerOptions,
): Promise<PgBoss> {
  // pg-boss hands its options to its pg pool: waits for a connection bounded like the API's own.
  const options: PgBoss.ConstructorOptions & Pick<pg.PoolConfig, 'connectionTimeoutMillis' | 'keepAlive'> = {
    connectionString: databaseUrl,
    schema: jobSchema,
    max: 2,
    application_name: 'lightgun-api-jobs',
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    schedule: schedules,
  };
  const boss = new PgBoss(options);
  boss.on('error', (error) => warn(`Job runner: ${error.message}`));
  const session = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: 'lightgun-api-jobs',
  });
  await session.connect();
  try {
    await whileAdvisoryLocked(session, 'jobRunnerSetUp', async () => {
      await boss.start();
      await setUp(boss);
    });
  } finally {
    // Ending the session unlocks too, should the unlock itself have failed.
    await session.end();
  }
  return boss;
}
