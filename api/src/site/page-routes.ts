import {
  itemPages,
  maxSetupSlugLength,
  maxUsernameLength,
  setupSlugPattern,
  usernameLength,
  type ItemPageKind,
} from '@site/domain';

/** A page whose head needs nothing from the database: a section, an account or admin page. */
export interface StaticPage {
  /** Its canonical address. */
  path: string;
  /** Other addresses of the same page (its canonical stays `path`). */
  aliases?: string[];
  /** Without the site name; the home page has none. */
  title?: string;
  description: string;
  /** A private or utility page: noindex, and disallowed in robots.txt. */
  private?: boolean;
}

/** What a page address shows, as far as the address alone tells. */
export type PageRoute =
  | { kind: 'static'; page: StaticPage }
  | { kind: 'video' | 'article' | 'game' | 'category' | 'thread'; id: number }
  | { kind: 'platform'; name: string }
  | { kind: 'member'; username: string }
  /** The best games for a setup: its options' slugs, in lower case; play null when not chosen. */
  | { kind: 'setup'; gun: string; display: string; play: string | null }
  | { kind: 'not-found' }
  /** `/api/...` and `/mfe/...`: never a page, they keep their JSON 404. */
  | { kind: 'not-a-page' };

const sectionPages: StaticPage[] = [
  {
    path: '/',
    description: 'Lightgun Hub: lightgun and retro gaming videos, news, a game catalogue and a community forum.',
  },
  {
    path: '/videos',
    aliases: ['/video'],
    title: 'Videos',
    description:
      'The Lightgun Hub video library: on-rail shooters, shooting galleries, arcade cabinets and modern light gun games, played on real hardware.',
  },
  {
    path: '/news',
    title: 'News',
    description:
      'Light gun and retro gaming news: game releases, hardware reviews, indie spotlights and community happenings.',
  },
  {
    path: '/games',
    title: 'Games',
    description: 'The light gun game catalogue: every platform, from the NES Zapper to modern guns, with its games.',
  },
  {
    path: '/forum',
    title: 'Forum',
    description: 'The Lightgun Hub community forum: talk light guns, setups, CRTs, high scores and retro gaming.',
  },
  {
    path: '/about',
    title: 'About',
    description: 'About the creator behind Lightgun Hub, the light gun and retro gaming channel.',
  },
  {
    path: '/donate',
    title: 'Donate',
    description: 'Support Lightgun Hub: the ways to help keep the light gun videos coming.',
  },
];

const loginDescription = 'Log in to your Lightgun Hub account.';
const registerDescription = 'Create a Lightgun Hub account to post videos and news and join the forum.';
const adminDescription = 'Lightgun Hub administration.';

// The shell's login and register variants (shell/src/features/account/*/*-variants.ts) and other utility pages.
const privatePages: StaticPage[] = [
  { path: '/login', title: 'Log in', description: loginDescription },
  { path: '/working-login', title: 'Log in', description: loginDescription },
  { path: '/test-login', title: 'Log in (test page)', description: loginDescription },
  { path: '/old-login', title: 'Admin login', description: loginDescription },
  { path: '/register', title: 'Register', description: registerDescription },
  { path: '/old-register', title: 'Register', description: registerDescription },
  { path: '/working-register', title: 'Register', description: registerDescription },
  {
    path: '/reset-password',
    title: 'Reset your password',
    description: 'Choose a new password for your Lightgun Hub account.',
  },
  {
    path: '/account',
    title: 'Account settings',
    description: 'Your Lightgun Hub account: password, email, display name and sessions.',
  },
  {
    path: '/notifications',
    title: 'Notifications',
    description: 'Replies, mentions and news of your posts on Lightgun Hub.',
  },
  {
    path: '/unsubscribe',
    title: 'Unsubscribe',
    description: 'Stop a kind of Lightgun Hub notification mail.',
  },
  {
    path: '/videos/create',
    title: 'Post a video',
    description: 'Share a light gun video with the Lightgun Hub community.',
  },
  { path: '/news/create', title: 'Post news', description: 'Send a news story to Lightgun Hub.' },
  {
    path: '/forum/auth',
    aliases: ['/forum/login'],
    title: 'Forum login',
    description: 'Log in to the Lightgun Hub forum.',
  },
  {
    path: '/forum/register',
    title: 'Join the forum',
    description: 'Create an account to post in the Lightgun Hub forum.',
  },
  { path: '/admin', title: 'Admin', description: adminDescription },
  { path: '/admin/dashboard', title: 'Admin dashboard', description: adminDescription },
  { path: '/admin/videos', title: 'Manage videos', description: adminDescription },
  { path: '/admin/videos/add', title: 'Add a video', description: adminDescription },
  { path: '/admin/news', title: 'Manage news', description: adminDescription },
  { path: '/admin/news/add', title: 'Add news', description: adminDescription },
  { path: '/admin/setup-options', title: 'Setup options', description: adminDescription },
  { path: '/admin/preview', title: 'Preview a candidate', description: adminDescription },
  { path: '/debug-admin', title: 'Debug', description: adminDescription },
].map((page) => ({ ...page, private: true }));

export const staticPages: readonly StaticPage[] = [...sectionPages, ...privatePages];

/** What robots.txt disallows: every private page (a prefix also covers what is below it). */
export const disallowedPaths: readonly string[] = [
  ...new Set(
    privatePages.flatMap((page) => [page.path, ...(page.aliases ?? [])]).filter((path) => !/^\/admin\/./.test(path)),
  ),
];

// The shell's router matches without regard to case, so the server does too.
const staticByPath = new Map(
  staticPages.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((path) => [path, page] as const)),
);

// PostgreSQL's integer: a larger id cannot exist.
const maxId = 2_147_483_647;

function parseId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= maxId ? id : null;
}

// Names are stored without slashes or control characters, so such a name cannot exist.
const isPlausibleName = (name: string) =>
  name.trim().length > 0 &&
  name.length <= 100 &&
  !name.includes('/') &&
  [...name].every((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f');

// Registration stores no longer a name, and none with control characters (no NUL either).
const isPlausibleUsername = (name: string) =>
  name.length > 0 && usernameLength(name) <= maxUsernameLength && !/\p{Cc}/u.test(name);

// The address may carry a slug in any case, as the shell's router ignores it.
const isPlausibleSlug = (text: string) =>
  text.length <= maxSetupSlugLength && setupSlugPattern.test(text.toLowerCase());

type Params = Record<string, string>;

// What each parameter of an item page's address (`itemPages` in @site/domain) may be.
const plausible: Record<string, (value: string) => boolean> = {
  id: (text) => parseId(text) !== null,
  category: (text) => parseId(text) !== null,
  name: isPlausibleName,
  username: isPlausibleUsername,
  gun: isPlausibleSlug,
  display: isPlausibleSlug,
  play: isPlausibleSlug,
};

function itemPage(kind: ItemPageKind, params: Params): PageRoute {
  if (!Object.entries(params).every(([name, value]) => plausible[name]?.(value))) return { kind: 'not-found' };
  if (kind === 'platform') return { kind, name: params.name };
  if (kind === 'member') return { kind, username: params.username };
  if (kind === 'setup')
    return {
      kind,
      gun: params.gun.toLowerCase(),
      display: params.display.toLowerCase(),
      play: params.play?.toLowerCase() ?? null,
    };
  return { kind, id: Number(params.id) };
}

// Matched in order; a segment starting with ':' takes any one segment.
const dynamicRoutes = itemPages.map(({ pattern, kind }) => ({
  pattern: pattern.split('/').slice(1),
  route: (params: Params) => itemPage(kind, params),
}));

function match(pattern: string[], segments: string[]): Params | null {
  if (pattern.length !== segments.length) return null;
  const params: Params = {};
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = segments[index];
    else if (part !== segments[index].toLowerCase()) return null;
  }
  return params;
}

/** The page a request address (path and query, as sent) shows. Never throws, whatever the address. */
export function resolvePage(url: string): PageRoute {
  const rawPath = url.split(/[?#]/, 1)[0];
  if (/^\/(api|mfe)(\/|$)/.test(rawPath)) return { kind: 'not-a-page' };
  if (!rawPath.startsWith('/') || rawPath.includes('//')) return { kind: 'not-found' };
  const trimmed = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  const page = staticByPath.get(trimmed.toLowerCase());
  if (page) return { kind: 'static', page };

  let segments: string[];
  try {
    segments = trimmed
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'not-found' };
  }
  if (segments.some((segment) => segment === '')) return { kind: 'not-found' };
  for (const { pattern, route } of dynamicRoutes) {
    const params = match(pattern, segments);
    if (params) return route(params);
  }
  return { kind: 'not-found' };
}
