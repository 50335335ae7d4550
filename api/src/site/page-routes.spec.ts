import { itemPages } from '@site/domain';
import { describe, expect, it } from 'vitest';
import { disallowedPaths, resolvePage, staticPages } from './page-routes.js';

const kindOf = (url: string) => resolvePage(url).kind;

describe('resolvePage', () => {
  it('finds the section pages, with or without a trailing slash, a query or capitals', () => {
    for (const url of ['/', '/videos', '/videos/', '/news?page=2', '/Games', '/forum', '/about', '/donate']) {
      const route = resolvePage(url);
      expect(route.kind, url).toBe('static');
      expect(route.kind === 'static' && route.page.private, url).toBeFalsy();
    }
    expect(resolvePage('/video')).toMatchObject({ kind: 'static', page: { path: '/videos' } });
  });

  it('reads the ids of the entity pages, /videos/:id and a thread under its category included', () => {
    expect(resolvePage('/video/5')).toEqual({ kind: 'video', id: 5 });
    expect(resolvePage('/videos/5')).toEqual({ kind: 'video', id: 5 });
    expect(resolvePage('/news/12')).toEqual({ kind: 'article', id: 12 });
    expect(resolvePage('/games/7')).toEqual({ kind: 'game', id: 7 });
    expect(resolvePage('/forum/category/2')).toEqual({ kind: 'category', id: 2 });
    expect(resolvePage('/forum/thread/9')).toEqual({ kind: 'thread', id: 9 });
    expect(resolvePage('/forum/category/2/thread/9')).toEqual({ kind: 'thread', id: 9 });
  });

  it("reads a member's username as sent, decoded; a name no registration could store is not found", () => {
    expect(resolvePage('/u/Zapper_Fan')).toEqual({ kind: 'member', username: 'Zapper_Fan' });
    expect(resolvePage('/u/Zo%C3%AB%2FCRT/')).toEqual({ kind: 'member', username: 'Zoë/CRT' });
    for (const url of ['/u', '/u/', `/u/${'x'.repeat(51)}`, '/u/tab%09name', '/u/a/b'])
      expect(kindOf(url), url).toBe('not-found');
  });

  it('decodes a platform name', () => {
    expect(resolvePage('/games/platform/Sega%20Saturn')).toEqual({ kind: 'platform', name: 'Sega Saturn' });
  });

  it("reads a setup page's slugs in lower case, with or without a way of playing; a slug that cannot exist is not found", () => {
    expect(resolvePage('/games/setup/sinden/flat-tv')).toEqual({
      kind: 'setup',
      gun: 'sinden',
      display: 'flat-tv',
      play: null,
    });
    expect(resolvePage('/games/setup/Sinden/Flat-TV/MAME/?ref=x')).toEqual({
      kind: 'setup',
      gun: 'sinden',
      display: 'flat-tv',
      play: 'mame',
    });
    for (const url of [
      '/games/setup',
      '/games/setup/sinden',
      '/games/setup/sinden/flat%20tv',
      '/games/setup/sinden/flat--tv',
      '/games/setup/-sinden/crt',
      `/games/setup/${'x'.repeat(61)}/crt`,
      '/games/setup/sinden/crt/mame/extra',
    ])
      expect(kindOf(url), url).toBe('not-found');
  });

  it('marks the account, posting and admin pages private', () => {
    for (const url of [
      '/login',
      '/working-login',
      '/test-login',
      '/old-login',
      '/register',
      '/old-register',
      '/working-register',
      '/reset-password',
      '/account',
      '/videos/create',
      '/news/create',
      '/forum/auth',
      '/forum/login',
      '/forum/register',
      '/admin',
      '/admin/dashboard',
      '/debug-admin',
    ]) {
      expect(resolvePage(url), url).toMatchObject({ kind: 'static', page: { private: true } });
    }
  });

  it('answers not found for ids that cannot exist and for unknown addresses', () => {
    for (const url of [
      '/video/abc',
      '/video/0',
      '/video/-1',
      '/video/1.5',
      '/video/99999999999999999999',
      '/video/2147483648',
      '/news/5/extra',
      '/games/platform/%00',
      '/games/platform/a%2Fb',
      '/video/%E0%A4%A',
      '/nope',
      '//video/5',
      '/admin/unknown',
      '/forum/category/x/thread/1',
    ]) {
      expect(kindOf(url), url).toBe('not-found');
    }
    expect(resolvePage('/video/2147483647')).toEqual({ kind: 'video', id: 2147483647 });
  });

  it('never takes /api or /mfe addresses for pages', () => {
    for (const url of ['/api', '/api/videos', '/api?x=1', '/mfe/games/x.js', '/mfe'])
      expect(kindOf(url), url).toBe('not-a-page');
    expect(kindOf('/apis')).toBe('not-found');
  });
});

describe('the route table', () => {
  it('gives every page a description and every page but the home a title', () => {
    for (const page of staticPages) {
      expect(page.description.length, page.path).toBeGreaterThan(10);
      if (page.path !== '/') expect(page.title, page.path).toBeTruthy();
    }
  });

  it('disallows every private address once, covering the admin pages by their prefix', () => {
    expect(disallowedPaths).toEqual(
      expect.arrayContaining([
        '/admin',
        '/debug-admin',
        '/login',
        '/test-login',
        '/reset-password',
        '/forum/login',
        '/videos/create',
      ]),
    );
    expect(disallowedPaths).not.toContain('/admin/dashboard');
    expect(new Set(disallowedPaths).size).toBe(disallowedPaths.length);
  });

  it("reads every page of one thing the shell's table lists, with the kind it gives", () => {
    for (const { pattern, kind } of itemPages) {
      const url = pattern.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id' || name === 'category' ? '7' : 'Sample',
      );
      expect(resolvePage(url).kind, url).toBe(kind);
    }
  });
});
