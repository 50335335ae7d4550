import { describe, expect, it } from 'vitest';
import { itemPages, siteAreas, siteRouteFor, siteRoutes } from '../site-routes.js';

describe('the route that renders an address', () => {
  it.each([
    ['/videos', 'videos', 'routes'],
    ['/videos/', 'videos', 'routes'],
    ['/Videos', 'videos', 'routes'],
    ['/video/5', 'videos', 'routes'],
    ['/videos/create', 'news', 'create-post'],
    ['/news/12', 'news', 'routes'],
    ['/games/platform/Sega%20Saturn', 'games', 'routes'],
    ['/forum/thread/3', 'forum', 'routes'],
    ['/u/sam', 'forum', 'profile'],
    ['/u/Sam%20Shooter/', 'forum', 'profile'],
    ['/admin/news/add', 'news', 'add-news'],
    ['/admin/videos/add', 'videos', 'add-video'],
    ['/admin/dashboard', 'admin', 'routes'],
    ['/debug-admin', 'admin', 'debug'],
  ])('%s is the %s remote, %s', (pathname, area, module) => {
    expect(siteRouteFor(pathname)).toMatchObject({ area, module });
  });

  const shellPages = ['/', '/about', '/login', '/videosx', '/forums', '/debug-admin/x', '/users/sam'];
  it.each(shellPages)('%s is the shell’s own', (pathname) => {
    expect(siteRouteFor(pathname)).toBeUndefined();
  });

  it('marks the admin pages, and only them, as admins only', () => {
    const adminOnly = siteRoutes.filter((route) => route.adminOnly).map((route) => route.path);
    expect(adminOnly).toEqual(['/admin/news/add', '/admin/videos/add', '/admin/*', '/debug-admin']);
  });

  it('names only known areas', () => {
    for (const route of siteRoutes) expect(siteAreas, route.path).toContain(route.area);
  });
});

describe('the pages of one thing', () => {
  // A parameter filled in as the address of a real page would have it.
  const sample = (_: string, name: string) => (name === 'id' || name === 'category' ? '7' : 'Sample');
  const example = (pattern: string) => pattern.replace(/:(\w+)/g, sample);

  it('each lie under the route that lists them', () => {
    for (const route of siteRoutes) {
      for (const item of route.items ?? []) expect(siteRouteFor(example(item.pattern)), item.pattern).toBe(route);
    }
  });

  it('are matched in order, the platform and setup pages before a game id', () => {
    expect(itemPages.map((page) => page.pattern)).toEqual([
      '/videos/:id',
      '/video/:id',
      '/news/:id',
      '/games/platform/:name',
      '/games/setup/:gun/:display',
      '/games/setup/:gun/:display/:play',
      '/games/:id',
      '/forum/category/:id',
      '/forum/thread/:id',
      '/forum/category/:category/thread/:id',
      '/u/:username',
    ]);
  });
});
