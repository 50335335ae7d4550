import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

// Every page answer carries the Content-Security-Policy, built from the deployed remotes.json.
let t: TestApp;

function siteRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'lgh-csp-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>Lightgun Hub</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
  );
  // One remote on the site, one on its own host (as docker-compose deploys them).
  // A remote's standalone page, served as a file on the site's origin.
  mkdirSync(path.join(root, 'mfe-games/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'mfe-games/dist/index.html'),
    '<!doctype html><html><head><title>games</title></head><body></body></html>',
  );
  writeFileSync(
    path.join(root, 'shell/dist/remotes.json'),
    '{"games":"/mfe/games/mf-manifest.json","forum":"https://forum.cdn.example/mf-manifest.json"}',
  );
  return root;
}

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

beforeAll(async () => {
  t = await createTestApp({ SITE_ROOT: siteRoot() });
});
afterAll(() => t?.close());

describe('Content-Security-Policy on pages', () => {
  it.each(['/', '/forum', '/video/999999', '/no-such-page'])(
    'is sent with %s (pages and 404 pages alike)',
    async (url) => {
      const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const policy = directives(response.headers['content-security-policy'] as string);
      // Scripts from the site and the remotes' hosts only: no inline script, no eval.
      expect(policy['script-src']).toEqual(["'self'", 'https://forum.cdn.example']);
      expect(policy['connect-src']).toContain('https://forum.cdn.example');
      // No style="" from markup; <style> elements only because a library writes one (see the policy).
      expect(policy['style-src']).toEqual(["'self'", 'https://forum.cdn.example']);
      expect(policy['style-src-elem']).toContain("'unsafe-inline'");
      expect(policy['font-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(['https://www.youtube.com']);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
    },
  );

  it.each(['/index.html', '/mfe/games/index.html'])(
    'is sent with %s served as a file, the same as with a page',
    async (url) => {
      const file = await t.request({ method: 'GET', url });
      const page = await t.request({ method: 'GET', url: '/' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    },
  );

  it('is not sent with API JSON; the Swagger UI has its own (api-docs.e2e-spec.ts)', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(500);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
    }
    const docs = await t.request({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
  });
});

describe("helmet's other headers on the site", () => {
  it.each(['/', '/no-such-page', '/index.html', '/mfe/games/index.html'])(
    'are sent with %s as with API answers',
    async (url) => {
      const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
      });
    },
  );
});
