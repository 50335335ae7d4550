import bcrypt from 'bcrypt';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.dataSource.query(`CREATE TABLE concurrency_probe (id serial PRIMARY KEY, label text NOT NULL)`);
});
afterAll(() => t.close());

describe('the database', () => {
  it('keeps concurrent transactions apart: a rollback never undoes another committed write', async () => {
    const first = t.dataSource.createQueryRunner();
    const second = t.dataSource.createQueryRunner();
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.startTransaction();
      await second.startTransaction();
      // Interleaved: both write before either finishes.
      await first.query(`INSERT INTO concurrency_probe (label) VALUES ('committed')`);
      await second.query(`INSERT INTO concurrency_probe (label) VALUES ('rolled back')`);
      await first.commitTransaction();
      await second.rollbackTransaction();
    } finally {
      await Promise.all([first.release(), second.release()]);
    }
    const rows = await t.dataSource.query<Array<{ label: string }>>(`SELECT label FROM concurrency_probe ORDER BY id`);
    expect(rows.map((row) => row.label)).toEqual(['committed']);
  });

  it('has applied every migration (the users table with its case-insensitive unique names)', async () => {
    await t.dataSource.query(
      `INSERT INTO users (username, email, password_hash, display_name) VALUES ('Zapper', 'z@example.com', 'x', 'Z')`,
    );
    await expect(
      t.dataSource.query(
        `INSERT INTO users (username, email, password_hash, display_name) VALUES ('zapper', 'other@example.com', 'x', 'Z')`,
      ),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      t.dataSource.query(
        `INSERT INTO users (username, email, password_hash, display_name) VALUES ('other', 'Z@EXAMPLE.COM', 'x', 'Z')`,
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});

describe('the admin seed', () => {
  it('creates the admin once with a generated password, stored only as a bcrypt hash and in a 600 file', async () => {
    const lines: string[] = [];
    await runSeed(t.dataSource, t.config, (line) => lines.push(line));
    await runSeed(t.dataSource, t.config, (line) => lines.push(line));

    const admins = await t.dataSource.query<Array<{ role: string; password_hash: string }>>(
      `SELECT role, password_hash FROM users WHERE username = 'admin'`,
    );
    expect(admins).toHaveLength(1);
    expect(admins[0].role).toBe('admin');

    const file = path.join(t.config.dataDir, 'admin-credentials.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').match(/password: (\S+)/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(admins[0].password_hash).not.toContain(password);
    expect(await bcrypt.compare(password, admins[0].password_hash)).toBe(true);
    // Printed once, on creation only.
    expect(lines.filter((line) => line.includes(password))).toHaveLength(1);
  });

  it('takes ADMIN_PASSWORD when given and never writes it to disk', async () => {
    const other = await createTestApp({ ADMIN_PASSWORD: 'chosen-admin-pass' });
    try {
      const lines: string[] = [];
      await runSeed(other.dataSource, other.config, (line) => lines.push(line));
      const [admin] = await other.dataSource.query<Array<{ password_hash: string }>>(
        `SELECT password_hash FROM users WHERE username = 'admin'`,
      );
      expect(await bcrypt.compare('chosen-admin-pass', admin.password_hash)).toBe(true);
      expect(lines.join('\n')).not.toContain('chosen-admin-pass');
      expect(() => statSync(path.join(other.config.dataDir, 'admin-credentials.txt'))).toThrow();
    } finally {
      await other.close();
    }
  });
});
