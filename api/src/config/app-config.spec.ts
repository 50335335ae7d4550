import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-'));

describe('loadConfig', () => {
  it("defaults to port 8080, the embedded database and the site's own origin for CORS, no dev server's", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual(['http://localhost:8080']);
  });

  it('allows the SITE_URL origin by default in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SITE_URL: 'https://lightgun.example/' }).corsOrigins).toEqual([
      'https://lightgun.example',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), SITE_URL: 'https://lightgun.example:8443/hub/' })).toMatchObject({
      siteUrl: 'https://lightgun.example:8443/hub',
      corsOrigins: ['https://lightgun.example:8443'],
    });
  });

  it('takes CORS_ORIGINS as origins, as browsers send them, and refuses what is no http(s) address', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'http://localhost:4200/, https://A.example' }).corsOrigins,
    ).toEqual(['http://localhost:4200', 'https://a.example']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: '*' })).toThrow(
      'CORS_ORIGINS must be an http(s) URL, got "*"',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SITE_URL: 'lightgun.example' })).toThrow(
      'SITE_URL must be an http(s) URL',
    );
  });

  it('generates the JWT secret once and keeps it (mode 600) in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('takes JWT_SECRET, DATABASE_URL and a CORS list from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: 's3cret',
      DATABASE_URL: 'postgres://x@h/db',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      jwtSecret: 's3cret',
      databaseUrl: 'postgres://x@h/db',
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('rejects a malformed number instead of guessing', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow('PORT must be a positive whole number');
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_PER_MINUTE: '-1' })).toThrow('RATE_LIMIT_PER_MINUTE');
  });

  it('bounds every wait on the database, on a client and on shutdown, each from the environment', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      dbConnectTimeoutMs: 5_000,
      dbStatementTimeoutMs: 10_000,
      httpRequestTimeoutMs: 30_000,
      shutdownDelayMs: 1_000,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), DB_CONNECT_TIMEOUT_MS: '1000', SHUTDOWN_TIMEOUT_MS: '25000' }),
    ).toMatchObject({
      dbConnectTimeoutMs: 1_000,
      shutdownTimeoutMs: 25_000,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow('DB_STATEMENT_TIMEOUT_MS');
  });

  it('checks the stored counts daily unless CONSISTENCY_CHECK_EVERY says otherwise or off, and names it when it cannot', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).consistencyCheckEvery).toEqual({
      text: '1d',
      cron: '0 0 * * *',
      ms: 86_400_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), CONSISTENCY_CHECK_EVERY: '6h' }).consistencyCheckEvery?.cron).toBe(
      '0 */6 * * *',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), CONSISTENCY_CHECK_EVERY: 'off' }).consistencyCheckEvery).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), CONSISTENCY_CHECK_EVERY: '90m' })).toThrow(
      'CONSISTENCY_CHECK_EVERY must be an interval the clock repeats evenly: minutes that divide 60 (e.g. 15m, 30m), hours that divide 24 (e.g. 1h, 6h, 12h) or 1d; got "90m"',
    );
  });
});
