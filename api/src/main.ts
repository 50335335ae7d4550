import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from './app.factory.js';
import { loadConfig } from './config/app-config.js';
import { startEmbeddedDatabase, type RunningDatabase } from './database/embedded-database.js';
import { runSeed } from './seed/seed.js';

const logger = new Logger('Bootstrap');

async function bootstrap() {
  const config = loadConfig();
  let embedded: RunningDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedDatabase(config.dataDir, { log: (line) => logger.log(line) });
    config.databaseUrl = embedded.url;
  }

  // Migrations run as the app starts (TypeORM migrationsRun), then the seed step.
  const app = await createApp(config);
  await app.init();
  await runSeed(app.get(DataSource), config, (line) => logger.log(line));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: stopping`);
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.log(`API listening on http://localhost:${config.port}/api (OpenAPI at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
