import { QueryFailedError, type DataSource } from 'typeorm';
import { poolOf } from './driver-internals.js';

/**
 * The port for hot reads: THE way for the busiest public reads (the videos list and a video) to
 * reach PostgreSQL. One read statement, its rows typed by the caller; nothing else in the API
 * touches the pool beneath TypeORM.
 *
 * Why it exists: `pool.query` hands the connection back and sends the next waiting statement in the
 * same callback, where TypeORM's query runner awaits the checkout, the statement and the release one
 * after the other, which kept the videos list further from a bare handler under load
 * (bench/README.md). What it keeps: errors are TypeORM's `QueryFailedError`, so the 503 mapping and
 * SQLSTATE checks (`pg-errors.ts`) are those of every other statement, and the statement runs on a
 * watched connection (`statement-watchdog.ts`), so a frozen server still fails it within the bound.
 * The internals this relies on, and their pinned versions, are listed in `driver-internals.ts`.
 */
export async function readRows<Row>(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<Row[]> {
  const pool = poolOf(dataSource);
  try {
    return (await pool.query(sql, parameters)).rows as Row[];
  } catch (error) {
    throw new QueryFailedError(sql, parameters, error as Error);
  }
}
