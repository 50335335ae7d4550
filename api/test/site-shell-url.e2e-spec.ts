import type { Video } from '@site/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellCacheMs } from '../src/site/shell-source.js';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// docker-compose: nginx serves the shell's files and proxies page addresses to /api/pages/<address>;
// the API reads the shell's index.html and remotes.json from the shell's host (SHELL_URL).
const site = 'https://lightgun.example';
const shellPage = (marker: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Lightgun Hub</title><script defer src="/main.${marker}.js"></script></head><body><div id="root"></div></body></html>`;

let shellHost: Server;
let shellUrl: string;
let indexHtml = shellPage('first');
const requests: Array<{ url: string; ifNoneMatch?: string }> = [];

let t: TestApp;
let video: Video;

beforeAll(async () => {
  shellHost = createServer((request, response) => {
    requests.push({ url: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
    if (request.url === '/remotes.json')
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"videos":"http://localhost:8081/mf-manifest.json"}');
    if (request.url !== '/index.html') return void response.writeHead(404).end();
    const etag = `"${Buffer.from(indexHtml).toString('base64url').slice(-16)}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { etag }).end();
    response.writeHead(200, { etag, 'content-type': 'text/html' }).end(indexHtml);
  });
  await new Promise<void>((resolve) => shellHost.listen(0, '127.0.0.1', resolve));
  shellUrl = `http://127.0.0.1:${(shellHost.address() as AddressInfo).port}`;

  const booted = await createAppWithAccounts({ SHELL_URL: `${shellUrl}/`, SITE_URL: site });
  t = booted.t;
  const response = await t.request({
    method: 'POST',
    url: '/api/videos',
    headers: bearer(booted.admin),
    payload: { title: 'Served through nginx', youtube_url: 'https://youtu.be/shellurl123' },
  });
  video = response.json<Video>();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => shellHost.close(() => resolve()));
});

const indexRequests = () => requests.filter((request) => request.url === '/index.html');

describe('pages made from the shell host (SHELL_URL)', () => {
  it("renders a page from the host's index.html with its remotes.json inlined", async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/pages/video/${video.id}`,
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<script defer src="/main.first.js"></script>');
    expect(response.body).toContain('<title data-page-head>Served through nginx · Lightgun Hub</title>');
    expect(response.body).toContain(`<link data-page-head rel="canonical" href="${site}/video/${video.id}">`);
    expect(response.body).toContain(
      '<script type="application/json" id="remotes-config">{"videos":"http://localhost:8081/mf-manifest.json"}</script>',
    );
    expect(response.body).not.toContain('id="site-config"');
  });

  it('answers 404 with the shell for an unknown page', async () => {
    const response = await t.request({ method: 'GET', url: '/api/pages/video/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title data-page-head>Not found · Lightgun Hub</title>');
    expect(response.body).toContain('/main.first.js');
  });

  it('leaves page addresses at its own root to the static host', async () => {
    const response = await t.request({ method: 'GET', url: `/video/${video.id}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });

  it('keeps its copy briefly, then revalidates it and picks up a redeploy', async () => {
    const before = indexRequests().length;
    await t.request({ method: 'GET', url: '/api/pages/' });
    await t.request({ method: 'GET', url: '/api/pages/videos' });
    expect(indexRequests().length).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, shellCacheMs + 100));
    await t.request({ method: 'GET', url: '/api/pages/' });
    expect(indexRequests().at(-1)?.ifNoneMatch).toBeTruthy();

    indexHtml = shellPage('second');
    await new Promise((resolve) => setTimeout(resolve, shellCacheMs + 100));
    const response = await t.request({ method: 'GET', url: '/api/pages/' });
    expect(response.body).toContain('/main.second.js');
    expect(response.body).toContain('<title data-page-head>Lightgun Hub</title>');
  }, 20_000);
});

describe('when the shell host cannot be reached', () => {
  it('answers 503 with a detail, so the static host can fall back to its own index.html', async () => {
    const app = await createTestApp({ SHELL_URL: 'http://127.0.0.1:9', SITE_URL: site });
    try {
      const response = await app.request({ method: 'GET', url: '/api/pages/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, detail: expect.any(String) });
    } finally {
      await app.close();
    }
  });

  it('refuses a SHELL_URL that is not http(s)', async () => {
    await expect(createTestApp({ SHELL_URL: 'ftp://shell' })).rejects.toThrow('SHELL_URL must be an http(s) URL');
  });
});
