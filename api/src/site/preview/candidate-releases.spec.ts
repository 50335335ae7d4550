import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidateReleases } from './candidate-releases.js';

function siteWithReleases(releases: Record<string, string[]>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lightgun-candidates-'));
  for (const [area, ids] of Object.entries(releases))
    for (const id of ids) {
      mkdirSync(path.join(root, '.data/releases', area, id), { recursive: true });
      writeFileSync(
        path.join(root, '.data/releases', area, id, 'release.json'),
        JSON.stringify({ version: '1.0.0', commit: 'abc', createdAt: 'x' }),
      );
    }
  return root;
}

describe('candidateReleases', () => {
  it('marks the published release and puts every release under its remote’s own address', () => {
    const root = siteWithReleases({
      forum: ['20261125T100000Z-aaa', '20261125T110000Z-bbb'],
      news: ['20261125T100000Z-ccc'],
    });
    mkdirSync(path.join(root, '.data/releases/forum/not-a-release'));
    mkdirSync(path.join(root, '.data/releases/forum/20261125T120000Z-ddd')); // being written: no release.json yet
    const published = {
      forum: '/mfe/forum/releases/20261125T100000Z-aaa/mf-manifest.json',
      news: 'https://news.cdn.example/app/mf-manifest.json',
    };
    const releases = candidateReleases(root, published);
    expect(releases.map(({ area, id, manifestUrl, published: live }) => [area, id, manifestUrl, live])).toEqual([
      [
        'news',
        '20261125T100000Z-ccc',
        'https://news.cdn.example/app/releases/20261125T100000Z-ccc/mf-manifest.json',
        false,
      ],
      ['forum', '20261125T110000Z-bbb', '/mfe/forum/releases/20261125T110000Z-bbb/mf-manifest.json', false],
      ['forum', '20261125T100000Z-aaa', '/mfe/forum/releases/20261125T100000Z-aaa/mf-manifest.json', true],
    ]);
  });

  it('lists nothing without a site folder or published remotes', () => {
    expect(candidateReleases(undefined, { forum: '/mfe/forum/mf-manifest.json' })).toEqual([]);
    expect(candidateReleases(siteWithReleases({ forum: ['20261125T100000Z-aaa'] }), undefined)).toEqual([]);
  });
});
