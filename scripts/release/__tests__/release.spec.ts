import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publish, publishedRelease, publishedRemotesFile, rollback, servedRemotes } from '../publication.mjs';
import { createRelease, pruneReleases, releaseDir, releaseIds } from '../release-store.mjs';

let siteRoot: string;
beforeEach(() => {
  siteRoot = mkdtempSync(path.join(tmpdir(), 'lightgun-releases-'));
  mkdirSync(path.join(siteRoot, 'shell/dist'), { recursive: true });
});
afterEach(() => rmSync(siteRoot, { recursive: true, force: true }));

const env = {};
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 18, 0, second));

/** A remote's build as rspack writes it: a manifest (with its .gz), a chunk, and start-time files that are no part of it. */
function fakeRemoteBuild(name: string, chunk: string) {
  const dist = mkdtempSync(path.join(tmpdir(), `lightgun-${name}-dist-`));
  const manifest = JSON.stringify({ metaData: { name, buildInfo: { buildVersion: '0.0.0', buildName: `mfe-${name}` } } });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'mf-manifest.json.gz'), gzipSync(manifest));
  writeFileSync(path.join(dist, `${chunk}.js`), `console.log('${chunk}')`);
  writeFileSync(path.join(dist, 'remotes.json'), '{}');
  return dist;
}

function release(app: string, second: number, chunk = `main.0000000${second % 10}`) {
  const dist = app === 'shell' ? fakeShellBuild(chunk) : fakeRemoteBuild(app, chunk);
  return createRelease({ siteRoot, app, dist, version: '1.2.3', commit: `abcdef${second}`.padEnd(40, '0'), now: at(second) }).id as string;
}

function fakeShellBuild(chunk: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'lightgun-shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), `<script src="/${chunk}.js"></script>`);
  writeFileSync(path.join(dist, 'site-config.json'), '{}');
  return dist;
}

const servedFile = () => path.join(siteRoot, 'shell/dist/remotes.json');
const served = () => JSON.parse(readFileSync(servedFile(), 'utf8'));

describe('a remote release', () => {
  it('is an immutable copy of the build with its version and commit, in release.json and in the manifest', () => {
    const id = release('videos', 1);
    expect(id).toBe('20261125T180001Z-abcdef1');
    const dir = releaseDir(siteRoot, 'videos', id);
    expect(JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'))).toMatchObject({
      app: 'videos',
      id,
      version: '1.2.3',
      commit: expect.stringMatching(/^abcdef1/),
    });
    const buildInfo = { buildVersion: '1.2.3', buildName: 'mfe-videos', release: id, commit: expect.stringMatching(/^abcdef1/) };
    expect(JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData.buildInfo).toEqual(buildInfo);
    // The precompressed copy the hosts send says the same.
    expect(JSON.parse(gunzipSync(readFileSync(path.join(dir, 'mf-manifest.json.gz'))).toString()).metaData.buildInfo).toEqual(buildInfo);
    expect(existsSync(path.join(dir, 'main.00000001.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'remotes.json'))).toBe(false);
    expect(() => release('videos', 1)).toThrow(/already exists/);
  });

  it('is published in remotes.json, the other remotes untouched, and a rollback points back at the previous one', () => {
    const first = release('videos', 1);
    publish(siteRoot, 'videos', first, env);
    const second = release('videos', 2);
    publish(siteRoot, 'videos', second, env);
    expect(served()).toEqual({
      videos: `/mfe/videos/releases/${second}/mf-manifest.json`,
      news: '/mfe/news/mf-manifest.json',
      games: '/mfe/games/mf-manifest.json',
      forum: '/mfe/forum/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
    });
    // The published copy (what docker-compose's shell host serves) says the same.
    expect(JSON.parse(readFileSync(publishedRemotesFile(siteRoot), 'utf8'))).toEqual(served());

    expect(rollback(siteRoot, 'videos', env)).toEqual({ from: second, to: first });
    expect(served().videos).toBe(`/mfe/videos/releases/${first}/mf-manifest.json`);
    expect(publishedRelease(siteRoot, 'videos')).toBe(first);
    expect(() => rollback(siteRoot, 'videos', env)).toThrow(`no release of videos older than ${first} is kept`);
  });

  it("sits under the remote's own host when it has one (REMOTE_<NAME>_URL)", () => {
    const id = release('forum', 1);
    publish(siteRoot, 'forum', id, { REMOTE_FORUM_URL: 'https://forum.cdn.example/mf-manifest.json' });
    expect(served().forum).toBe(`https://forum.cdn.example/releases/${id}/mf-manifest.json`);
  });

  it('replaces remotes.json by a rename: never rewritten in place, no temporary file left', () => {
    publish(siteRoot, 'news', release('news', 1), env);
    const before = statSync(servedFile()).ino;
    publish(siteRoot, 'news', release('news', 2), env);
    expect(statSync(servedFile()).ino).not.toBe(before);
    expect(readdirSync(path.join(siteRoot, 'shell/dist'))).toEqual(['remotes.json']);
    expect(readdirSync(path.dirname(publishedRemotesFile(siteRoot))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the kept count: the published one, then the newest', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7].map((second) => release('games', second));
    publish(siteRoot, 'games', ids[0], env);
    expect(pruneReleases(siteRoot, 'games', 5, [ids[0]])).toEqual([ids[1], ids[2]]);
    expect(releaseIds(siteRoot, 'games')).toEqual([ids[0], ...ids.slice(3)]);
    expect(pruneReleases(siteRoot, 'games', 5, [ids[0]])).toEqual([]);
  });

  it('is served only while its folder exists: the start falls back to the build', () => {
    const id = release('admin', 1);
    publish(siteRoot, 'admin', id, env);
    expect(servedRemotes(siteRoot, env).admin).toBe(`/mfe/admin/releases/${id}/mf-manifest.json`);
    rmSync(releaseDir(siteRoot, 'admin', id), { recursive: true });
    expect(servedRemotes(siteRoot, env).admin).toBe('/mfe/admin/mf-manifest.json');
  });

  it('gives way to a remote moved elsewhere by REMOTE_<NAME>_URL: its releases sit under its old address', () => {
    publish(siteRoot, 'games', release('games', 1), env);
    const moved = { REMOTE_GAMES_URL: 'https://games.example/mf-manifest.json' };
    expect(servedRemotes(siteRoot, moved).games).toBe('https://games.example/mf-manifest.json');
  });
});

describe('a shell release', () => {
  it('is published by its `current` link, without the start-time files, and rolled back the same way', () => {
    const first = release('shell', 1);
    const second = release('shell', 2);
    expect(existsSync(path.join(releaseDir(siteRoot, 'shell', first), 'site-config.json'))).toBe(false);
    publish(siteRoot, 'shell', first, env);
    publish(siteRoot, 'shell', second, env);
    expect(readlinkSync(path.join(siteRoot, '.data/releases/shell/current'))).toBe(second);
    expect(rollback(siteRoot, 'shell', env)).toEqual({ from: second, to: first });
    expect(publishedRelease(siteRoot, 'shell')).toBe(first);
    // The remotes are not the shell's business.
    expect(existsSync(servedFile())).toBe(false);
  });
});
