import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error plain ESM script without types
import { readSiteConfigDefaults, siteConfigEnv } from '../../shell/scripts/site-config.mjs';

// The container's /site-config.json must carry the same keys and SITE_* names as `npm start`.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const compose = parse(read('docker-compose.yml')) as {
  configs: Record<string, { content: string }>;
  services: Record<string, { configs?: Array<{ source: string; target: string }> }>;
};

describe('site-config.json in docker-compose', () => {
  const content = compose.configs['site-config'].content;

  it('maps every key of shell/site.config.json to its SITE_* variable, empty when unset', () => {
    const env = siteConfigEnv as Record<string, string>;
    expect(Object.keys(env).sort()).toEqual(Object.keys(readSiteConfigDefaults()).sort());
    // What compose hands nginx once every variable is unset: valid JSON of empty strings.
    const unset = JSON.parse(content.replace(/\$\{[A-Z_]+:-\}/g, '')) as Record<string, string>;
    expect(Object.keys(unset).sort()).toEqual(Object.keys(env).sort());
    for (const [key, name] of Object.entries(env)) expect(content).toContain(`"${key}": "\${${name}:-}"`);
  });

  it('is mounted where the shell host serves /site-config.json', () => {
    const mount = compose.services.shell.configs?.find((config) => config.source === 'site-config');
    expect(mount?.target).toBe('/etc/nginx/site/site-config.json');
    const template = read('deploy/nginx/shell.conf.template');
    expect(template).toMatch(/location = \/site-config\.json \{\s*root \/etc\/nginx\/site;/);
  });
});
