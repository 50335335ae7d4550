import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskShellSource, HttpShellSource, RevalidatingFile } from './shell-source.js';

describe('RevalidatingFile', () => {
  it('keeps a copy for the TTL, then revalidates it with its validator', async () => {
    let now = 0;
    const calls: Array<string | null> = [];
    let next: 'not-modified' | { text: string; validator: string } = { text: 'v1', validator: 'a' };
    const file = new RevalidatingFile(
      async (validator) => {
        calls.push(validator);
        return next;
      },
      1000,
      () => now,
    );
    expect(await file.get()).toBe('v1');
    now = 999;
    expect(await file.get()).toBe('v1');
    expect(calls).toEqual([null]);
    now = 1000;
    next = 'not-modified';
    expect(await file.get()).toBe('v1');
    expect(calls).toEqual([null, 'a']);
    now = 2000;
    next = { text: 'v2', validator: 'b' };
    expect(await file.get()).toBe('v2');
  });

  it('shares one load between concurrent readers and keeps the last copy when a load fails', async () => {
    let now = 0;
    let loads = 0;
    let fail = false;
    const file = new RevalidatingFile(
      async () => {
        loads += 1;
        if (fail) throw new Error('host down');
        return { text: `v${loads}`, validator: null };
      },
      10,
      () => now,
    );
    expect(await Promise.all([file.get(), file.get(), file.get()])).toEqual(['v1', 'v1', 'v1']);
    expect(loads).toBe(1);
    now = 20;
    fail = true;
    expect(await file.get()).toBe('v1');
  });

  it('fails when it has never had a copy', async () => {
    const file = new RevalidatingFile(async () => Promise.reject(new Error('host down')));
    await expect(file.get()).rejects.toThrow('host down');
  });
});

describe('DiskShellSource', () => {
  it('reads the build, optional files absent, and sees a rewritten file once the TTL is over', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(dir, 'index.html'), '<title>one</title>');
    const source = new DiskShellSource(dir, 0);
    expect(await source.read()).toEqual({
      indexHtml: '<title>one</title>',
      remotesJson: undefined,
      siteConfigJson: undefined,
    });
    writeFileSync(path.join(dir, 'index.html'), '<title>two, longer</title>');
    writeFileSync(path.join(dir, 'remotes.json'), '{}');
    expect(await source.read()).toMatchObject({ indexHtml: '<title>two, longer</title>', remotesJson: '{}' });
  });

  it('fails without an index.html', async () => {
    await expect(new DiskShellSource(mkdtempSync(path.join(tmpdir(), 'shell-dist-'))).read()).rejects.toThrow(
      'no index.html',
    );
  });
});

describe('HttpShellSource', () => {
  let server: Server;
  let origin: string;
  const requests: Array<{ url: string; ifNoneMatch?: string }> = [];
  let index = '<title>served</title>';

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push({ url: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
      if (request.url !== '/index.html') return void response.writeHead(404).end();
      const etag = `"${index.length}"`;
      if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { etag }).end();
      response.writeHead(200, { etag, 'content-type': 'text/html' }).end(index);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches the files, then revalidates index.html with If-None-Match', async () => {
    const source = new HttpShellSource(origin, 0);
    expect(await source.read()).toEqual({
      indexHtml: '<title>served</title>',
      remotesJson: undefined,
      siteConfigJson: undefined,
    });
    expect(await source.read()).toMatchObject({ indexHtml: '<title>served</title>' });
    expect(requests.filter((request) => request.url === '/index.html').map((request) => request.ifNoneMatch)).toEqual([
      undefined,
      '"21"',
    ]);
    index = '<title>redeployed</title>';
    expect((await source.read()).indexHtml).toBe('<title>redeployed</title>');
  });

  it('fails when the host cannot be reached and nothing was cached', async () => {
    await expect(new HttpShellSource('http://127.0.0.1:9').read()).rejects.toThrow();
  });
});
