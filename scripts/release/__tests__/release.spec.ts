import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlierPublications, publicationHistoryFile, publicationsOf } from '../publication-history.mjs';
import {
  previousPublication,
  publish,
  publishedRelease,
  publishedRemotesFile,
  rollback,
  servedRemotes,
} from '../publication.mjs';
import { createRelease, pruneReleases, releaseDir, releaseIds } from '../release-store.mjs';

let siteRoot: string;
beforeEach(() => {
  siteRoot = mkdtempSync(path.join(tmpdir(), 'lightgun-releases-'));
  mkdirSync(path.join(siteRoot, 'shell/dist'), { recursive: true });
});
afterEach(() => rmSync(siteRoot, { recursive: true, force: true }));

const env = {};
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 18, 0, second));

/**
 * A remote's build as rspack writes it: a manifest (with its .gz), a chunk, and start-time files that are no part of
 * it.
 */
function fakeRemoteBuild(name: string, chunk: string) {
  const dist = mkdtempSync(path.join(tmpdir(), `lightgun-${name}-dist-`));
  const manifest = JSON.stringify({
    metaData: { name, buildInfo: { buildVersion: '0.0.0', buildName: `mfe-${name}` } },
  });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'mf-manifest.json.gz'), gzipSync(manifest));
  writeFileSync(path.join(dist, `${chunk}.js`), `console.log('${chunk}')`);
  writeFileSync(path.join(dist, 'remotes.json'), '{}');
  return dist;
}

function release(app: string, second: number, chunk = `main.0000000${second % 10}`) {
  const dist = app === 'shell' ? fakeShellBuild(chunk) : fakeRemoteBuild(app, chunk);
  return createRelease({
    siteRoot,
    app,
    dist,
    version: '1.2.3',
    commit: `abcdef${second}`.padEnd(40, '0'),
    now: at(second),
  }).id as string;
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
    const buildInfo = {
      buildVersion: '1.2.3',
      buildName: 'mfe-videos',
      release: id,
      commit: expect.stringMatching(/^abcdef1/),
    };
    expect(JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData.buildInfo).toEqual(buildInfo);
    // The precompressed copy the hosts send says the same.
    expect(
      JSON.parse(gunzipSync(readFileSync(path.join(dir, 'mf-manifest.json.gz'))).toString()).metaData.buildInfo,
    ).toEqual(buildInfo);
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
    expect(() => rollback(siteRoot, 'videos', env)).toThrow(`no release of videos published before ${first} is kept`);
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
    expect(readdirSync(path.dirname(publishedRemotesFile(siteRoot))).filter((name) => name.endsWith('.tmp'))).toEqual(
      [],
    );
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

describe('a rollback', () => {
  it('goes back to the release published before, not the next older one: a promoted older release rolls back to the newer', () => {
    const [first, second, third] = [1, 2, 3].map((second) => release('videos', second));
    publish(siteRoot, 'videos', third, env);
    // Third misbehaves: the team promotes first again, then changes its mind.
    publish(siteRoot, 'videos', first, env);
    expect(rollback(siteRoot, 'videos', env)).toEqual({ from: first, to: third });
    expect(served().videos).toBe(`/mfe/videos/releases/${third}/mf-manifest.json`);
    expect(releaseIds(siteRoot, 'videos')).toContain(second);
  });

  it('never publishes a candidate that was not published, however new', () => {
    const first = release('news', 1);
    publish(siteRoot, 'news', first, env);
    const second = release('news', 2);
    publish(siteRoot, 'news', second, env);
    release('news', 3); // a candidate, made with --candidate and never promoted
    const fourth = release('news', 4);
    publish(siteRoot, 'news', fourth, env);
    expect(rollback(siteRoot, 'news', env)).toEqual({ from: fourth, to: second });
  });

  it('goes one publication further back each time, and a publication after it starts from there', () => {
    const [first, second, third, fourth] = [1, 2, 3, 4].map((second) => release('forum', second));
    for (const id of [first, second, third]) publish(siteRoot, 'forum', id, env);
    expect(rollback(siteRoot, 'forum', env).to).toBe(second);
    expect(rollback(siteRoot, 'forum', env).to).toBe(first);
    expect(() => rollback(siteRoot, 'forum', env)).toThrow(`no release of forum published before ${first} is kept`);
    publish(siteRoot, 'forum', fourth, env);
    expect(rollback(siteRoot, 'forum', env)).toEqual({ from: fourth, to: first });
    expect(publicationsOf(siteRoot, 'forum').map(({ id, action }) => `${action} ${id}`)).toEqual([
      `publish ${first}`,
      `publish ${second}`,
      `publish ${third}`,
      `rollback ${second}`,
      `rollback ${first}`,
      `publish ${fourth}`,
      `rollback ${first}`,
    ]);
  });

  it('skips earlier publications whose release was pruned, and names what it would publish', () => {
    const [first, second, third] = [1, 2, 3].map((second) => release('games', second));
    for (const id of [first, second, third]) publish(siteRoot, 'games', id, env);
    rmSync(releaseDir(siteRoot, 'games', second), { recursive: true });
    expect(previousPublication(siteRoot, 'games')).toBe(first);
    expect(rollback(siteRoot, 'games', env)).toEqual({ from: third, to: first });
  });

  it("keeps each app's history apart, and reads past a torn line", () => {
    const [first, second] = [1, 2].map((second) => release('admin', second));
    publish(siteRoot, 'admin', first, env);
    publish(siteRoot, 'news', release('news', 5), env);
    writeFileSync(
      publicationHistoryFile(siteRoot),
      `${readFileSync(publicationHistoryFile(siteRoot), 'utf8')}{"app":"admin","id":"2026`,
    );
    publish(siteRoot, 'admin', second, env);
    expect(publicationsOf(siteRoot, 'admin').map(({ id }) => id)).toEqual([first, second]);
    expect(rollback(siteRoot, 'admin', env)).toEqual({ from: second, to: first });
  });
});

describe('the publication history read as a stack', () => {
  const entries = (...lines: string[]) => lines.map((line) => ({ action: line.split(' ')[0], id: line.split(' ')[1] }));

  it('lists what a rollback can go back to, nearest first, the published one and repeats left out', () => {
    expect(earlierPublications(entries('publish a', 'publish b', 'publish a', 'publish c'), 'c')).toEqual(['a', 'b']);
    expect(earlierPublications(entries('publish a', 'publish b', 'publish c', 'rollback b'), 'b')).toEqual(['a']);
  });

  it('counts the published release as on top when the record lacks it (a publication cut off before its line)', () => {
    expect(earlierPublications(entries('publish a', 'publish b'), 'c')).toEqual(['b', 'a']);
    expect(earlierPublications([], 'a')).toEqual([]);
  });
});
