import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-errors.js';

const sqlError = (code: string, message = 'server said no') =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });
const failedQuery = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

/**
 * What node-postgres really throws when it connects to `port` with a 200 ms connection timeout, alone and from a pool.
 */
async function connectErrors(port: number): Promise<unknown[]> {
  const options = { host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 200 };
  const pool = new pg.Pool(options);
  const errors = await Promise.all(
    [new pg.Client(options).connect(), pool.connect()].map((connecting) =>
      connecting.then(
        () => new Error('connected'),
        (error: unknown) => error,
      ),
    ),
  );
  await pool.end();
  return errors;
}

describe('isDatabaseUnavailable', () => {
  // A server that accepts connections and never answers: a frozen PostgreSQL.
  let frozen: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    frozen = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => frozen.close(resolve));
  });

  it('is true for a server that refuses connections, as node-postgres reports it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    for (const error of await connectErrors(port)) {
      expect(error).toMatchObject({ code: 'ECONNREFUSED' });
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it('is true for a server that accepts and never answers (connection timeout)', async () => {
    for (const error of await connectErrors((frozen.address() as { port: number }).port)) {
      expect((error as Error).message).toMatch(/timeout/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it("is true for node-postgres' and pg-pool's timeouts and lost connections, wrapped by TypeORM or not", () => {
    for (const message of [
      'timeout exceeded when trying to connect',
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(new Error(message))), message).toBe(true);
    }
  });

  it('is true for a server shutting down, starting, out of connections or past statement_timeout', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '57014']) {
      expect(isDatabaseUnavailable(failedQuery(sqlError(code))), code).toBe(true);
    }
  });

  it('is true when every address of a host name failed', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused('::1'), refused('127.0.0.1')]))).toBe(true);
  });

  it('is false for a query the server refused, and for anything else', () => {
    for (const code of ['23505', '23503', '22P02', '42P01', '22003']) {
      expect(isDatabaseUnavailable(failedQuery(sqlError(code))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
