import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.js';

describe('sameOriginPath', () => {
  const site = 'https://lightgun.example';

  it('keeps a path on the site, with its query and fragment, as a browser resolves it', () => {
    expect(sameOriginPath('/games/3?tab=reports#top', site)).toBe('/games/3?tab=reports#top');
    expect(sameOriginPath('https://lightgun.example/forum', site)).toBe('/forum');
    expect(sameOriginPath('/mfe/games/./releases/../mf-manifest.json', site)).toBe('/mfe/games/mf-manifest.json');
    // Encoded, they stay inside the path: a browser does not decode them when resolving.
    expect(sameOriginPath('/%5Cevil.example', site)).toBe('/%5Cevil.example');
    expect(sameOriginPath('/%09/evil.example', site)).toBe('/%09/evil.example');
    expect(sameOriginPath('/%2F/evil.example', site)).toBe('/%2F/evil.example');
  });

  it('refuses whatever a browser would read as another origin', () => {
    for (const target of [
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example/',
      '/%2e//evil.example/',
      '/.//evil.example/',
      '/..//evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '\t//evil.example/',
      ' //evil.example/',
      'https://evil.example/',
      'http://lightgun.example/',
      'https://lightgun.example.evil.example/',
      'https://lightgun.example:8443/',
      'https://lightgun.example//evil.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
    ])
      expect(sameOriginPath(target, site), JSON.stringify(target)).toBeNull();
  });
});

describe('the site’s redirects', () => {
  it('all go through seeOtherOnSite: no other file sets a Location or calls redirect', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'),
    );
    const redirecting = files.filter((file) =>
      /['"`]location['"`]|\.redirect\(/i.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(redirecting).toEqual([path.join('site', 'same-origin-path.ts')]);
  });
});
