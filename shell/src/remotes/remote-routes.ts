import type { AreaName } from './remote-areas.js';

/** A top-level address the shell hands to a remote: `path` is exact, or a prefix when it ends in `/*`. */
export interface RemoteRoute {
  path: string;
  area: AreaName;
  /** The remote's expose; `routes` unless the page lives outside its area's prefix. */
  module: string;
  /** Admins only: the shell sends anyone else on (a visitor to the login page) without downloading the remote. */
  adminOnly?: true;
}

/**
 * Every address a remote renders, most specific first. AppRoutes mounts them, and the page's
 * first script reads them to fetch the current page's remote before React has even loaded.
 */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/videos/create', area: 'news', module: 'create-post' },
  { path: '/videos/*', area: 'videos', module: 'routes' },
  { path: '/video/*', area: 'videos', module: 'routes' },
  { path: '/news/*', area: 'news', module: 'routes' },
  { path: '/games/*', area: 'games', module: 'routes' },
  { path: '/forum/*', area: 'forum', module: 'routes' },
  // Member profiles: the forum renders them, as it owns who wrote what.
  { path: '/u/*', area: 'forum', module: 'profile' },
  { path: '/admin/news/add', area: 'news', module: 'add-news', adminOnly: true },
  { path: '/admin/videos/add', area: 'videos', module: 'add-video', adminOnly: true },
  { path: '/admin/*', area: 'admin', module: 'routes', adminOnly: true },
  { path: '/debug-admin', area: 'admin', module: 'debug', adminOnly: true },
];

function matches(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pattern.endsWith('/*')) return path === pattern;
  const prefix = pattern.slice(0, -2);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The remote route that renders `pathname`, if a remote does. */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => matches(route.path, pathname));
}
