import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

// A tiny fake build: the shell and one remote, as `npm start` serves them.
function fakeSiteRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'lightgun-site-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell/dist/main.abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{"games":"/mfe/games/mf-manifest.json"}');
  writeFileSync(path.join(root, 'shell/dist/site-config.json'), '{"channelName":"Lightgun Hub"}');
  mkdirSync(path.join(root, 'mfe-games/dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-games/dist/mf-manifest.json'), '{"name":"games"}');
  return root;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_ROOT: fakeSiteRoot() });
});
afterAll(() => t.close());

describe('serving the built site', () => {
  it('serves the shell at / and deep links as the shell page', async () => {
    for (const url of ['/', '/forum/thread/3', '/games/platform/Sega%20Saturn']) {
      const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the start-time site-config.json as no-cache', async () => {
    const config = await t.request({ method: 'GET', url: '/site-config.json' });
    expect(config.json()).toEqual({ channelName: 'Lightgun Hub' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and remotes.json as no-cache', async () => {
    const asset = await t.request({ method: 'GET', url: '/main.abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const remotes = await t.request({ method: 'GET', url: '/remotes.json' });
    expect(remotes.json()).toEqual({ games: '/mfe/games/mf-manifest.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
  });

  it("serves a remote's manifest under /mfe/<name>/ with CORS", async () => {
    const response = await t.request({ method: 'GET', url: '/mfe/games/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'games' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the JSON 404 for unknown API and remote paths, even for a browser', async () => {
    for (const url of ['/api', '/api?page=2', '/api/unknown', '/mfe', '/mfe/games/missing.js', '/mfe/videos/mf-manifest.json']) {
      const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    }
  });

  it('still answers the API', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
