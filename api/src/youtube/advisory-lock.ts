import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

export interface HeldLock {
  /** Unlocks and gives the connection back; a connection that cannot unlock is closed, which unlocks too. */
  release(): Promise<void>;
}

/**
 * A session-level advisory lock on a pool connection kept for as long as it is held: whichever API
 * process holds it, the others are refused, and if that process dies its session ends and frees it.
 * Null when another session holds it.
 */
export async function tryAdvisoryLock(dataSource: DataSource, key: number): Promise<HeldLock | null> {
  const [client, done] = (await (dataSource.driver as PostgresDriver).obtainMasterConnection()) as [pg.PoolClient, (error?: Error) => void];
  // A checked-out connection that drops emits 'error'; unheard, it would end the process.
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  const giveBack = (error?: Error) => {
    client.off('error', onError);
    done(error);
  };
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!rows[0].locked) {
      giveBack();
      return null;
    }
  } catch (error) {
    giveBack(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return {
    async release() {
      if (lost) return giveBack(lost);
      try {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
        giveBack();
      } catch (error) {
        giveBack(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

/** Whether some session holds the advisory lock `key` in this database ($1 in the query). */
export const advisoryLockHeldSql = `EXISTS (
  SELECT 1 FROM pg_locks
  WHERE locktype = 'advisory' AND granted
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND classid = ($1::bigint >> 32)::oid AND objid = ($1::bigint & 4294967295)::oid AND objsubid = 1
)`;
