import { describe, expect, it } from 'vitest';
import { hasMemberHint, pageDataRequests } from './page-data.js';
import { resolvePage } from './page-routes.js';

describe('the API answers a page names for preloading', () => {
  it.each([
    ['/', ['/api/feed?page=1']],
    ['/videos', ['/api/videos/?page=1&limit=18']],
    ['/video/7', ['/api/videos/7', '/api/videos/?page=1&limit=20']],
    ['/news/3', ['/api/news/3']],
    ['/games', ['/api/lightgun/platforms', '/api/lightgun/stats']],
    ['/games/12', ['/api/lightgun/games/12']],
    ['/games/setup/Sinden/flat-tv', ['/api/lightgun/setups/sinden/flat-tv']],
    ['/games/setup/sinden/flat-tv/mame', ['/api/lightgun/setups/sinden/flat-tv?play=mame']],
    ['/forum', ['/api/forum/stats', '/api/forum/categories']],
    ['/forum/thread/9', ['/api/forum/threads/9']],
    ['/u/Zo%C3%AB%20Z', ['/api/users/Zo%C3%AB%20Z']],
  ])('%s: %j', (path, expected) => {
    expect(pageDataRequests(resolvePage(path))).toEqual(expected);
  });

  it('names nothing for private pages, unknown ones and pages it does not know the data of', () => {
    for (const path of ['/login', '/admin/dashboard', '/nope', '/about'])
      expect(pageDataRequests(resolvePage(path)), path).toEqual([]);
  });
});

describe('the logged-in hint', () => {
  it('is read from the cookie header, among others', () => {
    expect(hasMemberHint(undefined)).toBe(false);
    expect(hasMemberHint('theme=dark')).toBe(false);
    expect(hasMemberHint('theme=dark; lgh_member=1')).toBe(true);
    expect(hasMemberHint('xlgh_member=1')).toBe(false);
  });
});
