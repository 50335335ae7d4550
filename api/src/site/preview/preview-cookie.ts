import { parseCookie, stringifySetCookie } from 'cookie';

/** The cookie that holds a browser's preview token; a session cookie, so the preview ends with the browser session. */
export const previewCookie = 'lgh_preview';
/** `?preview=<token>` starts a preview on any page address; `?preview=off` ends it. */
export const previewParam = 'preview';

export function previewTokenFrom(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader)[previewCookie] : undefined;
}

/**
 * Set-Cookie for a token, or for ending the preview (null). Not readable by script: the banner's data comes inlined.
 */
export function previewSetCookie(token: string | null, secure: boolean): string {
  return stringifySetCookie({
    name: previewCookie,
    value: token ?? '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(token === null ? { maxAge: 0 } : {}),
  });
}

/**
 * The preview asked for in a page address (`url`: path and query) and the address without it; null
 * when it asks nothing. Only the query is parsed: the path stays as sent, for seeOtherOnSite to judge.
 */
export function previewRequest(url: string): { token: string | null; rest: string } | null {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return null;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const value = query.get(previewParam);
  if (value === null) return null;
  query.delete(previewParam);
  const path = url.slice(0, queryStart);
  return { token: value === 'off' ? null : value, rest: query.size > 0 ? `${path}?${query}` : path };
}
