import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error plain ESM script without types
import { remoteNames, remotesFromEnv } from '../../shell/scripts/remotes-config.mjs';

// Docker cannot run here, so the compose file is checked against what the apps really read.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const frontEndApps = ['shell', ...(remoteNames as string[]).map((name) => `mfe-${name}`)];

function sourceText(dir: string): string {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('docker-compose.yml', () => {
  it('has postgres with a healthcheck and a volume, and the api waits for it to be healthy', () => {
    const { postgres, api } = compose.services;
    expect(postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(postgres.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(api.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });

  it('gives every front-end app its own static server serving its own build', () => {
    for (const app of frontEndApps) {
      const service = compose.services[app];
      expect(service, app).toBeDefined();
      expect(service.volumes).toContain(`./${app}/dist:/usr/share/nginx/html:ro`);
      expect(service.ports?.length, app).toBe(1);
    }
  });

  it('sets only env names the API really reads', () => {
    const apiSource = sourceText('api/src');
    const names = Object.keys(compose.services.api.environment ?? {});
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET']));
    for (const name of names) expect(apiSource, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("points the shell's remotes.json at the remotes' containers with the names the shell reads", () => {
    const shell = compose.services.shell;
    const template = read('deploy/nginx/shell.conf.template');
    const env = shell.environment ?? {};
    const expectedNames = (remoteNames as string[]).map((name) => `REMOTE_${name.toUpperCase()}_URL`);
    expect(Object.keys(env).sort()).toEqual([...expectedNames].sort());
    // The same names drive `npm start` (write-remotes.mjs) and the container (nginx template).
    const fromEnv = remotesFromEnv(Object.fromEntries(expectedNames.map((name) => [name, `value-of-${name}`])));
    (remoteNames as string[]).forEach((name, index) => {
      expect(fromEnv[name]).toBe(`value-of-${expectedNames[index]}`);
      expect(template).toContain(`"${name}":"\${${expectedNames[index]}}"`);
      const port = compose.services[`mfe-${name}`].ports?.[0].split(':')[0];
      expect(env[expectedNames[index]]).toContain(`localhost:${port}/mf-manifest.json`);
    });
  });
});
