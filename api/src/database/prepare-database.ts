import { DataSource } from 'typeorm';
import { whileAdvisoryLocked } from './advisory-locks.js';
import { dataSourceOptions } from './data-source-options.js';

/**
 * Applies pending migrations, then `seed`, under the `startup` advisory lock: replicas starting
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
    return await whileAdvisoryLocked(lock, 'startup', async () => {
      const applied = await dataSource.runMigrations();
      if (applied.length > 0) log(`Applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
      await seed?.(dataSource);
      return applied.map((migration) => migration.name);
    });
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
