import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setFlagsFromString } from 'node:v8';
import { createApp } from './app.factory.js';
import { loadConfig, type AppConfig } from './config/app-config.js';
import type { RunningDatabase } from './database/embedded-database.js';
import { prepareDatabase } from './database/prepare-database.js';
import { closeApp } from './health/close-app.js';
import { demoContentWanted, runSeed } from './seed/index.js';
import { checkPortFree } from './startup/check-port.js';
import { checkDatabaseUrl, explainDatabaseError, explainListenError } from './startup/explain-startup-error.js';
import { StartupError } from './startup/startup-error.js';

// V8 allocates objects from an allocation site in old space once it has seen many of them survive.
// What a process does first (migrating and seeding a fresh database, a burst of writes) can decide
// that for sites on every request's path, and it sticks: each request's garbage then fills old
// space, scavenges take five times as long and the list serves a quarter less for minutes on end
// (bench/README.md, 2026-11-28). Set before any startup work.
setFlagsFromString('--no-allocation-site-pretenuring');

const logger = new Logger('Bootstrap');
const log = (line: string) => logger.log(line);

let config: AppConfig | undefined;
let app: NestFastifyApplication | undefined;
let embedded: RunningDatabase | undefined;
let stopping = false;

/**
 * Drains the app (in-flight requests answered, event streams ended, pool closed), then stops the
 * embedded server, last, whatever failed before: no server is left behind. Exits 0 only when
 * everything finished within SHUTDOWN_TIMEOUT_MS.
 */
async function stop(reason: string, exitCode: number) {
  if (stopping) return;
  stopping = true;
  const timeoutMs = config?.shutdownTimeoutMs ?? 10_000;
  logger.log(`${reason}: draining (at most ${timeoutMs / 1000} s)`);
  let drained = true;
  try {
    if (app) drained = await closeApp(app, { delayMs: config?.shutdownDelayMs ?? 0, timeoutMs });
    if (!drained) logger.warn(`Requests still open after ${timeoutMs / 1000} s were cut off`);
  } catch (error) {
    drained = false;
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await embedded?.stop();
    logger.log('Stopped');
    process.exit(drained ? exitCode : 1);
  }
}

/** A setting read from the environment; a bad value's message names the variable and what it takes. */
function fromEnvironment<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

async function bootstrap() {
  // Installed first, so a Ctrl-C during a slow first start also stops the database.
  process.on('SIGINT', () => void stop('SIGINT received', 0));
  process.on('SIGTERM', () => void stop('SIGTERM received', 0));

  // Everything that can be checked in a moment is, before the database starts: each says what to change.
  const settings = (config = fromEnvironment(loadConfig));
  const demo = fromEnvironment(demoContentWanted);
  if (settings.databaseUrl) checkDatabaseUrl(settings.databaseUrl);
  await checkPortFree(settings.port);
  if (!settings.databaseUrl) {
    // Loaded only here: with DATABASE_URL the package (and its exit hooks) never is.
    const { startEmbeddedDatabase } = await import('./database/embedded-database.js');
    embedded = await startEmbeddedDatabase(settings.dataDir, { log });
    settings.databaseUrl = embedded.url;
  }

  const databaseUrl = settings.databaseUrl;
  await prepareDatabase(databaseUrl, { seed: (dataSource) => runSeed(dataSource, settings, log, { demo }), log }).catch(
    (error: unknown) => {
      throw settings.usesEmbeddedDatabase ? error : explainDatabaseError(error, databaseUrl);
    },
  );

  app = await createApp(settings);
  await app.listen({ port: settings.port, host: '0.0.0.0' }).catch((error: unknown) => {
    throw explainListenError(error, settings.port);
  });
  log(`API listening on http://localhost:${settings.port}/api (OpenAPI at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  // A StartupError already names the cause and the fix; anything else keeps its stack for a bug report.
  logger.error(
    error instanceof StartupError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error),
  );
  void stop('Start failed', 1);
});
