import type pg from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * One read statement straight on the pool TypeORM holds, for the busiest public reads. `pool.query`
 * hands the connection back and sends the next waiting statement in the same callback; TypeORM's
 * query runner awaits the checkout, the statement and the release one after the other, which kept
 * the videos list further from a bare handler under load (bench/README.md). Errors are TypeORM's,
 * so the 503 mapping and SQLSTATE checks are the same as for every other statement.
 */
export async function readRows<Row>(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as pg.Pool;
  try {
    return (await pool.query(sql, parameters)).rows as Row[];
  } catch (error) {
    throw new QueryFailedError(sql, parameters, error as Error);
  }
}
