import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const template = readFileSync(path.join(repoRoot, 'deploy/nginx/shell.conf.template'), 'utf8');
const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { environment?: Record<string, string> }> };

/** The policy nginx sends with its own index.html, after the image substitutes the environment. */
function nginxPolicy(env: Record<string, string>): Record<string, string[]> {
  const block = template.slice(template.indexOf('location = /index.html {'));
  const header = /add_header Content-Security-Policy "([^"]+)" always;/.exec(block)?.[1] ?? '';
  const substituted = header.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? '');
  return Object.fromEntries(substituted.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe("the shell host's Content-Security-Policy", () => {
  it("names the remotes' hosts from docker-compose for scripts, and the page rules of the API's policy", () => {
    const env = compose.services.shell.environment ?? {};
    const origins = /:-([^}]+)\}/.exec(env.CSP_REMOTE_ORIGINS ?? '')?.[1].split(' ') ?? [];
    expect(origins).toHaveLength(5);
    const policy = nginxPolicy({ CSP_REMOTE_ORIGINS: origins.join(' ') });
    expect(policy['script-src']).toEqual(["'self'", ...origins]);
    expect(policy['frame-src']).toEqual(['https://www.youtube.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });
});
