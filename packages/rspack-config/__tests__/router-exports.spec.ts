import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM config module without types
import { routerExports } from '../index.js';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const appSources = ['shell', 'mfe-videos', 'mfe-news', 'mfe-games', 'mfe-forum', 'mfe-admin', 'packages/auth', 'packages/ui'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedRouterNames(source: string): string[] {
  const imports = source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g);
  return [...imports].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

describe('the shared react-router is tree-shaken to one list', () => {
  it('lists every react-router(-dom) export the apps import', () => {
    const missing = appSources
      .flatMap((app) => sourceFiles(path.join(workspaceRoot, app, 'src')))
      .flatMap((file) => importedRouterNames(readFileSync(file, 'utf8')).map((name) => ({ file, name })))
      .filter(({ name }) => !routerExports.includes(name))
      .map(({ file, name }) => `${name} (${path.relative(workspaceRoot, file)})`);
    expect(missing).toEqual([]);
  });

  it('would catch an unlisted import', () => {
    expect(importedRouterNames("import { useBlocker, Link } from 'react-router-dom';")).toEqual(['useBlocker', 'Link']);
    expect(routerExports).not.toContain('useBlocker');
  });
});
