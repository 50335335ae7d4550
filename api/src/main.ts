import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.factory.js';
import { loadConfig } from './config/app-config.js';
import { startEmbeddedDatabase, type RunningDatabase } from './database/embedded-database.js';
import { prepareDatabase } from './database/prepare-database.js';
import { runSeed } from './seed/seed.js';

const logger = new Logger('Bootstrap');
const log = (line: string) => logger.log(line);

let app: NestFastifyApplication | undefined;
let embedded: RunningDatabase | undefined;
let stopping = false;

/** Closes the app, then the embedded server, whatever failed before: no server is left behind. */
async function stop(reason: string, exitCode: number) {
  if (stopping) return;
  stopping = true;
  logger.log(`${reason}: stopping`);
  try {
    await app?.close();
  } finally {
    await embedded?.stop();
    process.exit(exitCode);
  }
}

async function bootstrap() {
  // Installed first, so a Ctrl-C during a slow first start also stops the database.
  process.on('SIGINT', () => void stop('SIGINT received', 0));
  process.on('SIGTERM', () => void stop('SIGTERM received', 0));

  const config = loadConfig();
  if (!config.databaseUrl) {
    embedded = await startEmbeddedDatabase(config.dataDir, { log });
    config.databaseUrl = embedded.url;
  }

  await prepareDatabase(config.databaseUrl, { seed: (dataSource) => runSeed(dataSource, config, log), log });

  app = await createApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  log(`API listening on http://localhost:${config.port}/api (OpenAPI at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  void stop('Start failed', 1);
});
