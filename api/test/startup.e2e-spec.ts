import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/app-config.js';
import { migrations } from '../src/database/migrations/index.js';
import { prepareDatabase } from '../src/database/prepare-database.js';
import { runSeed } from '../src/seed/seed.js';
import { createTestDatabase } from './support/test-app.js';

describe('the start-up step (migrations, then seed)', () => {
  it('lets replicas start together on a fresh database: each migration applied once, one admin', async () => {
    const url = await createTestDatabase({ empty: true });
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lightgun-startup-')),
      DATABASE_URL: url,
      JWT_SECRET: 'x',
    });
    const lines: string[] = [];
    const seed = (dataSource: Parameters<typeof runSeed>[0]) => runSeed(dataSource, config, (line) => lines.push(line));

    // Three "replicas" at once, as docker-compose starts them.
    const applied = await Promise.all([1, 2, 3].map(() => prepareDatabase(url, { seed })));
    expect(applied.flat()).toEqual(migrations.map((migration) => migration.name));
    expect(lines.filter((line) => line.startsWith('Admin account created'))).toHaveLength(1);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const admins = await client.query(`SELECT id FROM users WHERE role = 'admin'`);
      expect(admins.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    // A later start finds nothing to do.
    expect(await prepareDatabase(url, { seed })).toEqual([]);
    expect(lines.filter((line) => line.startsWith('Admin account created'))).toHaveLength(1);
  });
});
