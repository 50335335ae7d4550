import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checkedVersions } from './driver-internals.js';

const require = createRequire(import.meta.url);

/** The version of `name` as the API loads it; pg-pool and pg-protocol as pg itself loads them. */
function installedVersion(name: keyof typeof checkedVersions): string {
  const from = name === 'pg-pool' || name === 'pg-protocol' ? createRequire(require.resolve('pg')) : require;
  const entry = from.resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}/`.length);
  return (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version;
}

describe('the pg and TypeORM internals the hot reads and the statement watchdog rely on', () => {
  it('are those of the versions installed: an upgrade re-checks them first (driver-internals.ts says how)', () => {
    const installed = Object.fromEntries(
      Object.keys(checkedVersions).map((name) => [name, installedVersion(name as keyof typeof checkedVersions)]),
    );
    expect(installed).toEqual(checkedVersions);
  });

  it('are pinned exactly where the API names its dependencies', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies.pg).toBe(checkedVersions.pg);
    expect(manifest.dependencies.typeorm).toBe(checkedVersions.typeorm);
  });
});
