import { pageSizes, videoListSearch } from '@site/domain';
import type { PageRoute } from './page-routes.js';

/**
 * The cookie the front end sets while someone is logged in (packages/auth/src/member-hint.ts).
 * Only a hint, never trusted for access: its presence just stops the page naming data to preload,
 * since a member's answers differ from a visitor's (their vote on a thread, their pending posts).
 */
export const memberHintCookie = 'lgh_member';

// What each area's page asks the API for first, exactly as its remote requests it: a preload under
// another address would not be used and the data would be fetched twice.
const sectionData: Record<string, string[]> = {
  '/': ['/api/feed?page=1'],
  '/videos': [`/api/videos/?${videoListSearch(1, pageSizes.videos)}`],
  '/games': ['/api/lightgun/platforms', '/api/lightgun/stats'],
  '/forum': ['/api/forum/stats', '/api/forum/categories'],
};

/**
 * The API answers a page needs first, named in its HTML so the browser fetches them beside the
 * page's code instead of after it has run. Public, anonymous answers only.
 */
export function pageDataRequests(route: PageRoute): string[] {
  switch (route.kind) {
    case 'static':
      return sectionData[route.page.path] ?? [];
    case 'video':
      return [`/api/videos/${route.id}`, `/api/videos/?${videoListSearch(1, pageSizes.relatedVideoCandidates)}`];
    case 'article':
      return [`/api/news/${route.id}`];
    case 'game':
      return [`/api/lightgun/games/${route.id}`];
    case 'thread':
      return [`/api/forum/threads/${route.id}`];
    case 'member':
      return [`/api/users/${encodeURIComponent(route.username)}`];
    default:
      return [];
  }
}

/** True when the request carries the logged-in hint cookie. */
export function hasMemberHint(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.split(';').some((part) => part.trim().startsWith(`${memberHintCookie}=`));
}

// The remote that renders an address, as the shell's route table has it (shell/src/remotes/remote-routes.ts).
const remoteByPrefix: Array<[RegExp, string]> = [
  [/^\/videos\/create$/, 'news'],
  [/^\/videos?(\/|$)/, 'videos'],
  [/^\/news(\/|$)/, 'news'],
  [/^\/games(\/|$)/, 'games'],
  [/^\/forum(\/|$)/, 'forum'],
  [/^\/u(\/|$)/, 'forum'],
  [/^\/admin\/news\/add$/, 'news'],
  [/^\/admin\/videos\/add$/, 'videos'],
  [/^\/(admin(\/|$)|debug-admin$)/, 'admin'],
];

/** The remote that renders `path` (lower case, no trailing slash), if one does. */
export function remoteFor(path: string): string | undefined {
  return remoteByPrefix.find(([pattern]) => pattern.test(path))?.[1];
}
