import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../src/config/app-config.js';
import { startEmbeddedDatabase, type RunningDatabase } from '../../src/database/embedded-database.js';
import { prepareDatabase } from '../../src/database/prepare-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the test server, and the migrated template each test file copies. */
    serverUrl: string;
    templateDatabase: string;
    /** Prefix of every database this run creates, so runs sharing one server never drop each other's. */
    databasePrefix: string;
  }
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const folder = path.join(repoRoot, '.data', `test-pg-${process.pid}`);
  const databasePrefix = `lightgun_e2e_${process.pid}_`;
  const templateDatabase = `${databasePrefix}template`;
  let embedded: RunningDatabase | undefined;
  let admin: pg.Client | undefined;

  const teardown = async () => {
    if (admin) {
      const ours = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [databasePrefix],
      );
      for (const { datname } of ours.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    }
    await embedded?.stop();
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    let serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      mkdirSync(folder, { recursive: true });
      embedded = await startEmbeddedDatabase(folder, { database: 'postgres', persistent: false, log: () => {} });
      serverUrl = embedded.url;
    }
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    admin = client;
    await client.query(`CREATE DATABASE ${templateDatabase}`);
    await prepareDatabase(withDatabase(serverUrl, templateDatabase));

    project.provide('serverUrl', serverUrl);
    project.provide('templateDatabase', templateDatabase);
    project.provide('databasePrefix', databasePrefix);
  } catch (error) {
    // A failed setup gets no teardown call from Vitest: stop the server here.
    await teardown();
    throw error;
  }
  return teardown;
}
