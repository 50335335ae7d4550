import { describe, expect, it } from 'vitest';
import { remoteRouteFor } from '../remotes/remote-routes.js';

describe('the remote that renders an address', () => {
  it.each([
    ['/videos', 'videos', 'routes'],
    ['/videos/', 'videos', 'routes'],
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
    expect(remoteRouteFor(pathname)).toMatchObject({ area, module });
  });

  it.each(['/', '/about', '/login', '/videosx', '/forums', '/debug-admin/x', '/users/sam'])('%s is the shell’s own', (pathname) => {
    expect(remoteRouteFor(pathname)).toBeUndefined();
  });
});
