import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

// Any fixed 64-bit number: every API process agrees on it, nothing else in the database uses it.
const startupLockKey = 7_318_004_211;

/**
 * Applies pending migrations, then `seed`, under a PostgreSQL advisory lock: replicas starting
 * together on a fresh database take turns instead of racing (TypeORM itself does not lock).
 */
export async function prepareDatabase(
  url: string,
  { seed, log = () => {} }: { seed?: (dataSource: DataSource) => Promise<void>; log?: (line: string) => void } = {},
): Promise<string[]> {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  // The lock belongs to one session, so it is taken and released on one dedicated connection.
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
    try {
      const applied = await dataSource.runMigrations();
      if (applied.length > 0) log(`Applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
      await seed?.(dataSource);
      return applied.map((migration) => migration.name);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
