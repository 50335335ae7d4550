import type pg from 'pg';
import PgBoss from 'pg-boss';

/** pg-boss keeps its queues, schedules and jobs in this schema of the API's own database. */
const jobSchema = 'pgboss';

/**
 * pg-boss on its own small pool: it installs or upgrades its schema under its own advisory lock
 * (replicas starting together take turns), and its clock sends each cron tick's job once, however
 * many processes run it. Its errors are reported to `warn`: unheard, an 'error' event ends the process.
 */
export async function startJobRunner(
  databaseUrl: string,
  { connectTimeoutMs, warn }: { connectTimeoutMs: number; warn: (line: string) => void },
): Promise<PgBoss> {
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
  await boss.start();
  return boss;
}
