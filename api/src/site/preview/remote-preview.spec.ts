import { describe, expect, it } from 'vitest';
import { previewRequest } from './preview-cookie.js';
import { trustedCandidate } from '../remote-choice.js';

describe('trustedCandidate', () => {
  const site = 'https://lightgun.example';
  const published = { news: 'https://news.cdn.example/mf-manifest.json', games: '/mfe/games/mf-manifest.json' };
  const trusted = (url: string) => trustedCandidate(url, site, published, ['https://staging.example']);

  it('trusts the site, its published remotes’ hosts and the configured origins, answering the address as a browser resolves it', () => {
    expect(trusted('/mfe/games/releases/1/mf-manifest.json')).toBe('/mfe/games/releases/1/mf-manifest.json');
    expect(trusted('https://lightgun.example/mfe/games/mf-manifest.json')).toBe('/mfe/games/mf-manifest.json');
    expect(trusted('mfe/games/mf-manifest.json')).toBe('/mfe/games/mf-manifest.json');
    expect(trusted('https://news.cdn.example/next/mf-manifest.json')).toBe(
      'https://news.cdn.example/next/mf-manifest.json',
    );
    expect(trusted('HTTPS://STAGING.example/games/mf-manifest.json')).toBe(
      'https://staging.example/games/mf-manifest.json',
    );
  });

  it('trusts nothing else: another scheme, port or host, however the address is spelled', () => {
    for (const url of [
      'http://lightgun.example/mf-manifest.json',
      'https://lightgun.example:8443/mf-manifest.json',
      'https://staging.example.evil.example/mf-manifest.json',
      'https://lightgun.example.evil.example/mf-manifest.json',
      'https://evil.example/mf-manifest.json',
      '//evil.example/mf-manifest.json',
      '/\\evil.example/mf-manifest.json',
      '\\\\evil.example/mf-manifest.json',
      '/\t/evil.example/mf-manifest.json',
      '/%2e//evil.example/mf-manifest.json',
      'https://user:secret@staging.example/mf-manifest.json',
      'data:text/javascript,alert(1)//mf-manifest.json',
      'javascript:alert(1)//mf-manifest.json',
    ])
      expect(trusted(url), JSON.stringify(url)).toBeNull();
  });
});

describe('previewRequest', () => {
  it('reads the token and keeps the rest of the address, its path as it was sent', () => {
    expect(previewRequest('/games/3?tab=reports&preview=a.b.c')).toEqual({
      token: 'a.b.c',
      rest: '/games/3?tab=reports',
    });
    expect(previewRequest('/?preview=off')).toEqual({ token: null, rest: '/' });
    expect(previewRequest('/%2e//evil.example/?preview=off')).toEqual({ token: null, rest: '/%2e//evil.example/' });
    expect(previewRequest('/games?page=2')).toBeNull();
    expect(previewRequest('/games')).toBeNull();
  });
});
