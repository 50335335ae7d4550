import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM config module without types
import { formExports, queryExports, routerExports } from '../index.js';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const appSources = [
  'shell',
  'mfe-videos',
  'mfe-news',
  'mfe-games',
  'mfe-forum',
  'mfe-admin',
  'packages/auth',
  'packages/ui',
  'packages/api-client',
  'packages/standalone-host',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names a source imports from the modules `from` matches (type-only imports are erased). */
function importedNames(source: string, from: RegExp): string[] {
  const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g);
  return [...imports]
    .filter((match) => !match[1] && from.test(match[3]))
    .flatMap((match) =>
      match[2]
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]),
    );
}

function unlisted(from: RegExp, listed: string[]) {
  return appSources
    .flatMap((app) => sourceFiles(path.join(workspaceRoot, app, 'src')))
    .flatMap((file) => importedNames(readFileSync(file, 'utf8'), from).map((name) => ({ file, name })))
    .filter(({ name }) => !listed.includes(name))
    .map(({ file, name }) => `${name} (${path.relative(workspaceRoot, file)})`);
}

const router = /^react-router(-dom)?$/;
const query = /^@tanstack\/react-query$/;
const form = /^react-hook-form$/;

/** What @hookform/resolvers' ESM build (zod's resolver and the shared helpers) imports from react-hook-form. */
function resolverImports(): string[] {
  const resolvers = path.join(workspaceRoot, 'shell/node_modules/@hookform/resolvers');
  return ['dist', 'zod/dist']
    .flatMap((dir) =>
      readdirSync(path.join(resolvers, dir))
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => path.join(resolvers, dir, file)),
    )
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']react-hook-form["']/g),
    ])
    .flatMap((match) => match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]));
}

describe('the shared libraries trimmed to one list of exports', () => {
  it('list every react-router(-dom) export the apps import', () => {
    expect(unlisted(router, routerExports)).toEqual([]);
  });

  it('list every @tanstack/react-query export the apps import', () => {
    expect(unlisted(query, queryExports)).toEqual([]);
  });

  it('list every react-hook-form export the apps and the zod resolver import', () => {
    expect(unlisted(form, formExports)).toEqual([]);
    const fromResolvers = resolverImports();
    expect(fromResolvers).toContain('appendErrors');
    expect(fromResolvers.filter((name) => !formExports.includes(name))).toEqual([]);
  });

  it('would catch an unlisted import, and not a type-only one', () => {
    expect(importedNames("import { useBlocker, Link } from 'react-router-dom';", router)).toEqual([
      'useBlocker',
      'Link',
    ]);
    expect(routerExports).not.toContain('useBlocker');
    expect(
      importedNames(
        "import type { UseQueryResult } from '@tanstack/react-query';\nimport { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';",
        query,
      ),
    ).toEqual(['useSuspenseQuery']);
    expect(queryExports).not.toContain('useSuspenseQuery');
  });
});
