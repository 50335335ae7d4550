import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/app-config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// `npm run release` and `npm run rollback` (scripts/release/cli.mjs) on a site that is running:
// each release of the videos remote is served at once under its own address, the others stay put.

/** A build of a remote as rspack writes it: the manifest (and its .gz) and one content-hashed chunk. */
function fakeRemoteBuild(name: string, chunk: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), `lightgun-${name}-build-`));
  const manifest = JSON.stringify({
    metaData: { name, buildInfo: { buildVersion: '0.0.0' }, remoteEntry: { name: `${chunk}.js` } },
  });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'mf-manifest.json.gz'), gzipSync(manifest));
  writeFileSync(path.join(dist, `${chunk}.js`), `console.log(${JSON.stringify(chunk)})`);
  return dist;
}

function fakeShellBuild(dist: string, chunk: string): string {
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script src="/${chunk}.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, `${chunk}.js`), `console.log(${JSON.stringify(chunk)})`);
  return dist;
}

const siteRoot = mkdtempSync(path.join(tmpdir(), 'lightgun-site-releases-'));

function cli(...args: string[]): string {
  return execFileSync('node', [path.join(repoRoot, 'scripts/release/cli.mjs'), ...args], {
    env: { ...process.env, SITE_ROOT: siteRoot, RELEASES_KEPT: '2' },
    encoding: 'utf8',
  });
}

/** Releases a build and answers its id; a release id names its second, so two never share one. */
async function release(app: string, build: string): Promise<string> {
  await sleep(1_100);
  const id = /Published \w+ (\S+)/.exec(cli('release', app, '--from', build))?.[1];
  expect(id).toBeDefined();
  return id as string;
}

let t: TestApp;
beforeAll(async () => {
  fakeShellBuild(path.join(siteRoot, 'shell/dist'), 'main.aaaa0000');
  writeFileSync(path.join(siteRoot, 'shell/dist/site-config.json'), '{"channelName":"Lightgun Hub"}');
  for (const name of ['videos', 'news']) {
    cpSync(fakeRemoteBuild(name, 'remoteEntry.00000000'), path.join(siteRoot, `mfe-${name}/dist`), { recursive: true });
  }
  // What `npm start` does before it starts the API: no release yet, every remote from its build.
  execFileSync(
    'node',
    [path.join(repoRoot, 'shell/scripts/write-remotes.mjs'), path.join(siteRoot, 'shell/dist/remotes.json')],
    {
      env: { ...process.env, SITE_ROOT: siteRoot },
    },
  );
  t = await createTestApp({ SITE_ROOT: siteRoot });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const remotes = async () => (await get('/remotes.json')).json() as Record<string, string>;
const shellFiles = () =>
  readdirSync(path.join(siteRoot, 'shell/dist')).map((file) => [
    file,
    statSync(path.join(siteRoot, 'shell/dist', file)).mtimeMs,
  ]);

describe('remote releases on a running site', () => {
  let first: string;
  let second: string;

  it("serves today's builds before any release", async () => {
    expect(await remotes()).toMatchObject({
      videos: '/mfe/videos/mf-manifest.json',
      news: '/mfe/news/mf-manifest.json',
    });
  });

  it('publishes a release of one remote: remotes.json names its manifest, which the site serves at once', async () => {
    const shellBefore = shellFiles().filter(([file]) => file !== 'remotes.json');
    first = await release('videos', fakeRemoteBuild('videos', 'remoteEntry.11111111'));
    second = await release('videos', fakeRemoteBuild('videos', 'remoteEntry.22222222'));
    const served = await remotes();
    expect(served.videos).toBe(`/mfe/videos/releases/${second}/mf-manifest.json`);
    // Nothing else was rebuilt or moved.
    expect(served.news).toBe('/mfe/news/mf-manifest.json');
    expect(shellFiles().filter(([file]) => file !== 'remotes.json')).toEqual(shellBefore);

    const manifest = await get(served.videos);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().metaData.buildInfo).toMatchObject({
      release: second,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const compressed = await get(served.videos, { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString()).metaData.buildInfo.release).toBe(second);

    const chunk = await get(`/mfe/videos/releases/${second}/remoteEntry.22222222.js`);
    expect(chunk.body).toContain('remoteEntry.22222222');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("inlines the release's manifest into the pages and keeps the content security policy to the site", async () => {
    const page = await get('/videos');
    expect(page.body).toContain(`/mfe/videos/releases/${second}/mf-manifest.json`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('rolls back to the previous release, which is still served, as is the one rolled back from', async () => {
    expect(cli('rollback', 'videos')).toContain(`Rolled videos back from ${second}`);
    expect((await remotes()).videos).toBe(`/mfe/videos/releases/${first}/mf-manifest.json`);
    expect((await get(`/mfe/videos/releases/${first}/remoteEntry.11111111.js`)).statusCode).toBe(200);
    expect((await get(`/mfe/videos/releases/${second}/mf-manifest.json`)).statusCode).toBe(200);
    expect(() => cli('rollback', 'videos')).toThrow(/no release of videos published before/);
  });

  it('keeps the last RELEASES_KEPT releases (and the published one), and stops serving the pruned', async () => {
    // Published: `first`. A candidate is made but not published; the oldest unpublished one goes.
    await sleep(1_100);
    const candidate = /Made videos (\S+)/.exec(
      cli('release', 'videos', '--candidate', '--from', fakeRemoteBuild('videos', 'remoteEntry.33333333')),
    )?.[1];
    expect((await remotes()).videos).toBe(`/mfe/videos/releases/${first}/mf-manifest.json`);
    expect(cli('list', 'videos')).toMatch(new RegExp(`^\\* videos ${first}`, 'm'));
    expect((await get(`/mfe/videos/releases/${second}/mf-manifest.json`)).statusCode).toBe(404);
    expect((await get(`/mfe/videos/releases/${candidate}/mf-manifest.json`)).statusCode).toBe(200);

    cli('promote', 'videos', candidate as string);
    expect((await remotes()).videos).toBe(`/mfe/videos/releases/${candidate}/mf-manifest.json`);
  });
});

describe('shell releases', () => {
  it('serve the published release from the next start, and a rollback switches back', async () => {
    const first = await release(
      'shell',
      fakeShellBuild(mkdtempSync(path.join(tmpdir(), 'shell-build-')), 'main.bbbb1111'),
    );
    const second = await release(
      'shell',
      fakeShellBuild(mkdtempSync(path.join(tmpdir(), 'shell-build-')), 'main.cccc2222'),
    );
    const restarted = await createTestApp({ SITE_ROOT: siteRoot });
    try {
      const page = await restarted.request({ method: 'GET', url: '/games' });
      expect(page.body).toContain('/main.cccc2222.js');
      // The start-time files still come from shell/dist: remotes.json is inlined as published.
      expect(page.body).toContain('/mfe/videos/releases/');
      expect((await restarted.request({ method: 'GET', url: '/main.cccc2222.js' })).headers['cache-control']).toContain(
        'immutable',
      );
      expect((await restarted.request({ method: 'GET', url: '/site-config.json' })).json()).toEqual({
        channelName: 'Lightgun Hub',
      });
    } finally {
      await restarted.close();
    }

    expect(cli('rollback', 'shell')).toContain(`Rolled shell back from ${second}`);
    const rolledBack = await createTestApp({ SITE_ROOT: siteRoot });
    try {
      expect((await rolledBack.request({ method: 'GET', url: '/games' })).body).toContain('/main.bbbb1111.js');
      expect(first).not.toBe(second);
    } finally {
      await rolledBack.close();
    }
  }, 60_000);
});
