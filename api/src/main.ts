import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.factory.js';
import { loadConfig, type AppConfig } from './config/app-config.js';
import type { RunningDatabase } from './database/embedded-database.js';
import { prepareDatabase } from './database/prepare-database.js';
import { closeApp } from './health/close-app.js';
import { runSeed } from './seed/seed.js';

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

async function bootstrap() {
  // Installed first, so a Ctrl-C during a slow first start also stops the database.
  process.on('SIGINT', () => void stop('SIGINT received', 0));
  process.on('SIGTERM', () => void stop('SIGTERM received', 0));

  const settings = (config = loadConfig());
  if (!settings.databaseUrl) {
    // Loaded only here: with DATABASE_URL the package (and its exit hooks) never is.
    const { startEmbeddedDatabase } = await import('./database/embedded-database.js');
    embedded = await startEmbeddedDatabase(settings.dataDir, { log });
    settings.databaseUrl = embedded.url;
  }

  await prepareDatabase(settings.databaseUrl, { seed: (dataSource) => runSeed(dataSource, settings, log), log });

  app = await createApp(settings);
  await app.listen({ port: settings.port, host: '0.0.0.0' });
  log(`API listening on http://localhost:${settings.port}/api (OpenAPI at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  void stop('Start failed', 1);
});
