import { itemPreloads, sectionPreloads } from '@site/domain';
import type { PageRoute } from './page-routes.js';

/**
 * The cookie the front end sets while someone is logged in (packages/auth/src/member-hint.ts).
 * Only a hint, never trusted for access: its presence just stops the page naming data to preload,
 * since a member's answers differ from a visitor's (their vote on a thread, their pending posts).
 */
export const memberHintCookie = 'lgh_member';

// Named exactly as the page's app asks for them (`apiReads` in @site/domain): a preload under
// another address would not be used and the data would be fetched twice.
const underApi = (paths: readonly string[]) => paths.map((path) => `/api${path}`);

/**
 * The API answers a page needs first, named in its HTML so the browser fetches them beside the
 * page's code instead of after it has run. Public, anonymous answers only.
 */
export function pageDataRequests(route: PageRoute): string[] {
  switch (route.kind) {
    case 'static':
      return underApi(sectionPreloads[route.page.path] ?? []);
    case 'video':
    case 'article':
    case 'game':
    case 'thread':
      return underApi(itemPreloads[route.kind](route.id));
    case 'member':
      return underApi(itemPreloads.member(route.username));
    case 'setup':
      return underApi(itemPreloads.setup(route.gun, route.display, route.play));
    default:
      return [];
  }
}

/** True when the request carries the logged-in hint cookie. */
export function hasMemberHint(cookieHeader: string | undefined): boolean {
  return (
    cookieHeader !== undefined && cookieHeader.split(';').some((part) => part.trim().startsWith(`${memberHintCookie}=`))
  );
}
