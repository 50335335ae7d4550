import { describe, expect, it } from 'vitest';
import { advisoryLocks, whileAdvisoryLocked, type LockSession } from './advisory-locks.js';

function recordingSession(): LockSession & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    query: async (sql, parameters) => {
      statements.push(`${sql} ${JSON.stringify(parameters)}`);
      return [];
    },
  };
}

describe('the advisory-lock registry', () => {
  it('gives every lock its own key, each a safe integer PostgreSQL takes as a bigint', () => {
    const keys = Object.values(advisoryLocks);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Number.isSafeInteger(key)).toBe(true);
  });

  it('unlocks after the work, with the key of the name', async () => {
    const session = recordingSession();
    expect(await whileAdvisoryLocked(session, 'startup', async () => 'done')).toBe('done');
    expect(session.statements).toEqual([
      `SELECT pg_advisory_lock($1) [${advisoryLocks.startup}]`,
      `SELECT pg_advisory_unlock($1) [${advisoryLocks.startup}]`,
    ]);
  });

  it('unlocks when the work fails, and passes the failure on', async () => {
    const session = recordingSession();
    await expect(
      whileAdvisoryLocked(session, 'jobRunnerSetUp', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(session.statements.at(-1)).toBe(`SELECT pg_advisory_unlock($1) [${advisoryLocks.jobRunnerSetUp}]`);
  });
});
