import { describe, expect, it } from 'vitest';
import { previewRequest } from './preview-cookie.js';
import { isTrustedCandidate } from './remote-preview.js';

describe('isTrustedCandidate', () => {
  const site = 'https://lightgun.example';
  const published = { news: 'https://news.cdn.example/mf-manifest.json', games: '/mfe/games/mf-manifest.json' };
  const trusted = (url: string) => isTrustedCandidate(url, site, published, ['https://staging.example']);

  it('trusts the site, its published remotes’ hosts and the configured origins', () => {
    expect(trusted('/mfe/games/releases/1/mf-manifest.json')).toBe(true);
    expect(trusted('https://lightgun.example/mfe/games/mf-manifest.json')).toBe(true);
    expect(trusted('https://news.cdn.example/next/mf-manifest.json')).toBe(true);
    expect(trusted('https://staging.example/games/mf-manifest.json')).toBe(true);
  });

  it('trusts nothing else: another scheme, port or host, a protocol-relative or a non-http address', () => {
    for (const url of [
      'http://lightgun.example/mf-manifest.json',
      'https://lightgun.example:8443/mf-manifest.json',
      'https://staging.example.evil.example/mf-manifest.json',
      '//evil.example/mf-manifest.json',
      'data:text/javascript,alert(1)',
      'mfe/games/mf-manifest.json',
    ])
      expect(trusted(url), url).toBe(false);
  });
});

describe('previewRequest', () => {
  it('reads the token and keeps the rest of the address', () => {
    expect(previewRequest('/games/3?tab=reports&preview=a.b.c')).toEqual({ token: 'a.b.c', rest: '/games/3?tab=reports' });
    expect(previewRequest('/?preview=off')).toEqual({ token: null, rest: '/' });
    expect(previewRequest('/games?page=2')).toBeNull();
  });
});
