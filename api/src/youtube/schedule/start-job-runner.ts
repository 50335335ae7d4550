import pg from 'pg';
import PgBoss from 'pg-boss';

/** pg-boss keeps its queues, schedules and jobs in this schema of the API's own database. */
const jobSchema = 'pgboss';
/** Any fixed 64-bit number (the startup lock is 7_318_004_211, the sync's 7_318_004_212). */
const setUpLockKey = 7_318_004_213;

interface JobRunnerOptions {
  connectTimeoutMs: number;
  warn: (line: string) => void;
  /** Queues and schedules to create, one process at a time. */
  setUp: (boss: PgBoss) => Promise<void>;
}

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs. No statement
 * timeout: it waits for another replica's turn, as the migrations do.
 */
async function whileLocked(databaseUrl: string, connectTimeoutMs: number, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs, application_name: 'lightgun-api-jobs' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [setUpLockKey]);
    await work();
  } finally {
    // Ending the session unlocks too.
    await client.end();
  }
}

/**
 * pg-boss on its own small pool: it installs or upgrades its schema under its own advisory lock,
 * and its clock sends each cron tick's job once, however many processes run it. Starting and
 * creating queues take turns across processes: pg-boss 10 deadlocks when two processes create a
 * queue at once (each new partition's foreign key waits on the other's queue row). Its errors are
 * reported to `warn`: unheard, an 'error' event ends the process.
 */
export async function startJobRunner(databaseUrl: string, { connectTimeoutMs, warn, setUp }: JobRunnerOptions): Promise<PgBoss> {
  // pg-boss hands its options to its pg pool: waits for a connection bounded like the API's own.
  const options: PgBoss.ConstructorOptions & Pick<pg.PoolConfig, 'connectionTimeoutMillis' | 'keepAlive'> = {
    connectionString: databaseUrl,
    schema: jobSchema,
    max: 2,
    application_name: 'lightgun-api-jobs',
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  };
  const boss = new PgBoss(options);
  boss.on('error', (error) => warn(`Job runner: ${error.message}`));
  await whileLocked(databaseUrl, connectTimeoutMs, async () => {
    await boss.start();
    await setUp(boss);
  });
  return boss;
}
