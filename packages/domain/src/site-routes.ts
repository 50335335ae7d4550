/** The site's areas: each is one remote, built and deployed on its own (remotes.json names its manifest). */
export const siteAreas = ['videos', 'news', 'games', 'forum', 'admin'] as const;
export type SiteArea = (typeof siteAreas)[number];

/** What a page that shows one thing shows: the page server reads that thing to write the page's head. */
export type ItemPageKind = 'video' | 'article' | 'game' | 'platform' | 'setup' | 'category' | 'thread' | 'member';

/**
 * A page of one thing, by address: a segment starting with ':' is a parameter (`:id` and
 * `:category` a row id, `:name`, `:username`, `:gun`, `:display` and `:play` any one segment, decoded).
 */
export interface ItemPage {
  pattern: string;
  kind: ItemPageKind;
}

/** A top-level address the shell hands to a remote: `path` is exact, or a prefix when it ends in `/*`. */
export interface SiteRoute {
  path: string;
  area: SiteArea;
  /** The remote's expose; `routes` unless the page lives outside its area's prefix. */
  module: string;
  /** Admins only: the shell sends anyone else on (a visitor to the login page) without downloading the remote. */
  adminOnly?: true;
  /** The pages of one thing below `path`, matched in order. */
  items?: readonly ItemPage[];
}

/**
 * Every address a remote renders, most specific first: the shell mounts these routes and preloads
 * the current page's remote from them; the page server names that remote's manifest in the page and
 * reads the items' addresses to know what a page shows. Any other address is the shell's own page.
 */
export const siteRoutes: readonly SiteRoute[] = [
  { path: '/videos/create', area: 'news', module: 'create-post' },
  { path: '/videos/*', area: 'videos', module: 'routes', items: [{ pattern: '/videos/:id', kind: 'video' }] },
  { path: '/video/*', area: 'videos', module: 'routes', items: [{ pattern: '/video/:id', kind: 'video' }] },
  { path: '/news/*', area: 'news', module: 'routes', items: [{ pattern: '/news/:id', kind: 'article' }] },
  {
    path: '/games/*',
    area: 'games',
    module: 'routes',
    items: [
      { pattern: '/games/platform/:name', kind: 'platform' },
      // The best games for a setup (issue 32), by its options' slugs.
      { pattern: '/games/setup/:gun/:display', kind: 'setup' },
      { pattern: '/games/setup/:gun/:display/:play', kind: 'setup' },
      { pattern: '/games/:id', kind: 'game' },
    ],
  },
  {
    path: '/forum/*',
    area: 'forum',
    module: 'routes',
    items: [
      { pattern: '/forum/category/:id', kind: 'category' },
      { pattern: '/forum/thread/:id', kind: 'thread' },
      // The category in the address is not checked: the thread page shows the thread whatever it says.
      { pattern: '/forum/category/:category/thread/:id', kind: 'thread' },
    ],
  },
  // Member profiles: the forum renders them, as it owns who wrote what.
  { path: '/u/*', area: 'forum', module: 'profile', items: [{ pattern: '/u/:username', kind: 'member' }] },
  { path: '/admin/news/add', area: 'news', module: 'add-news', adminOnly: true },
  { path: '/admin/videos/add', area: 'videos', module: 'add-video', adminOnly: true },
  { path: '/admin/*', area: 'admin', module: 'routes', adminOnly: true },
  { path: '/debug-admin', area: 'admin', module: 'debug', adminOnly: true },
];

/** `pathname` as routes compare it: without its trailing slashes, in lower case (the shell's router ignores case). */
const comparable = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return path === pattern;
  const prefix = pattern.slice(0, -2);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The route that renders `pathname` (a path without its query), if a remote does. */
export function siteRouteFor(pathname: string): SiteRoute | undefined {
  const path = comparable(pathname);
  return siteRoutes.find((route) => matches(route.path, path));
}

/** Every page of one thing, in the order they are matched. */
export const itemPages: readonly ItemPage[] = siteRoutes.flatMap((route) => route.items ?? []);
