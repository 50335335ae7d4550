import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { startEmbeddedDatabase, type RunningDatabase } from '../../src/database/embedded-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the test server, and the migrated template each test file copies. */
    serverUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let embedded: RunningDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  const folder = path.join(repoRoot, '.data', `test-pg-${process.pid}`);
  if (!serverUrl) {
    mkdirSync(folder, { recursive: true });
    embedded = await startEmbeddedDatabase(folder, { database: 'postgres', persistent: false, log: () => {} });
    serverUrl = embedded.url;
  }

  const templateDatabase = `lightgun_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const template = new DataSource(dataSourceOptions(withDatabase(serverUrl, templateDatabase)));
  await template.initialize(); // runs every migration
  await template.destroy();

  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE 'lightgun_e2e_%'`,
      [templateDatabase],
    );
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
