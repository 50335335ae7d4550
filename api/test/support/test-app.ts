import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** A real request through the whole Fastify + Nest pipeline. */
  request: NestFastifyApplication['inject'];
  close(): Promise<void>;
}

/** A fresh database for one test file, copied from the migrated template (or `empty`: no tables). */
export async function createTestDatabase({ empty = false } = {}): Promise<string> {
  const serverUrl = inject('serverUrl');
  const name = `${inject('databasePrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${empty ? 'template0' : inject('templateDatabase')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Boots the production app (createApp) on its own database, with env overrides. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lightgun-api-')),
    JWT_SECRET: 'test-secret',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    FORUM_POST_RATE_LIMIT_PER_MINUTE: '100000',
    // No job runner per test app: the check's own test turns it on.
    CONSISTENCY_CHECK_EVERY: 'off',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const app = await createApp(config, { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    request: app.inject.bind(app),
    close: () => app.close(),
  };
}
