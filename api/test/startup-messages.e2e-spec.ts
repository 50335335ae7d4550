import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedStart, startApiProcess, type ApiProcess } from './support/api-process.js';

// Issue 20, point 5: every start-up failure names its cause and the fix, and the process exits 1.

const started: ApiProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
});

/** The embedded database, whatever the run's own DATABASE_URL (CI runs this suite on a PostgreSQL server). */
const embedded = { DATABASE_URL: '' };

// Each start loads the sources through Vite (seconds each, more on a busy machine).
describe('start-up failures', { timeout: 120_000 }, () => {
  it('names the process already using the data folder, and the fix', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lightgun-in-use-'));
    const first = await startApiProcess({ ...embedded, DATA_DIR: dataDir });
    started.push(first);

    const second = await failedStart({ ...embedded, DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Another Lightgun Hub is using ${path.join(dataDir, 'pg')} (pid ${first.pid}): stop it, or set DATA_DIR to another folder.`,
    );
    expect(second.output).not.toContain('undefined');
    // The first one never noticed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('says when PORT is taken, before starting anything', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { code, output } = await failedStart({ ...embedded, PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(
        `Port ${port} is in use (another Lightgun Hub, or another program): stop it, or set PORT to a free port.`,
      );
      expect(output).not.toContain('Embedded PostgreSQL on port');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('says what is wrong with DATABASE_URL, never showing its password', async () => {
    const notPostgres = await failedStart({ DATABASE_URL: 'mysql://root:secret@localhost/lightgun' });
    expect(notPostgres.code).toBe(1);
    expect(notPostgres.output).toContain(
      'DATABASE_URL is not a PostgreSQL address: write it as postgres://user:password@host:5432/database',
    );

    // A port nothing listens on: taken and closed again.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    const port = typeof address === 'object' && address ? address.port : 1;
    const unreachable = await failedStart({ DATABASE_URL: `postgres://lightgun:secret@127.0.0.1:${port}/lightgun` });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toContain(
      `Cannot connect to the database of DATABASE_URL (127.0.0.1:${port}/lightgun as lightgun): nothing accepts connections there. Check that PostgreSQL runs there`,
    );
    expect(unreachable.output).not.toContain('secret');
  });

  it('refuses a SEED_DEMO it cannot read', async () => {
    const { code, output } = await failedStart({ ...embedded, SEED_DEMO: 'perhaps' });
    expect(code).toBe(1);
    expect(output).toContain('SEED_DEMO must be true or false, got "perhaps"');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
