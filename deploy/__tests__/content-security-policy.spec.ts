import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentSecurityPolicy } from '../../api/src/site/content-security-policy.js';
import { remotesFromEnv } from '../../shell/scripts/remotes-config.mjs';
import { all, one, parseNginx } from './support/nginx-conf.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, { environment?: Record<string, string> }>;
};

/** docker-compose's value of each shell variable when the host sets none (`${NAME:-default}`). */
function composeDefaults(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, /^\$\{\w+:-(.*)\}$/.exec(value)?.[1] ?? value]),
  );
}

/** The header nginx sends with its own index.html, after the image's envsubst. */
function nginxPolicy(env: Record<string, string>): string {
  const server = one(parseNginx(read('deploy/nginx/shell.conf.template')), 'server').block;
  const index = one(server, 'location', '=', '/index.html').block;
  const [header] = all(index, 'add_header', 'Content-Security-Policy');
  expect(header?.args.at(-1), 'sent with error answers too').toBe('always');
  return header.args[1].replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? '');
}

describe("the shell host's Content-Security-Policy", () => {
  it("is the API's policy for the remotes docker-compose configures, so a page and nginx's fallback index.html agree", () => {
    const env = composeDefaults(compose.services.shell.environment ?? {});
    const remotes = remotesFromEnv(env);
    // The remotes live on their own hosts there: their origins must be named.
    expect(Object.values(remotes).every((url) => /^https?:\/\//.test(url))).toBe(true);
    expect(nginxPolicy(env)).toBe(contentSecurityPolicy(remotes));
  });

  it('names every remote host in docker-compose for scripts, and nothing else', () => {
    const env = composeDefaults(compose.services.shell.environment ?? {});
    const policy = Object.fromEntries(
      nginxPolicy(env)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    const origins = Object.values(remotesFromEnv(env)).map((url) => new URL(url).origin);
    expect([...policy['script-src']].sort()).toEqual(["'self'", ...new Set(origins)].sort());
    expect(policy['frame-src']).toEqual(['https://www.youtube.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });
});
