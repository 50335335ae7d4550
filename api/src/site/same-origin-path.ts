import type { FastifyReply } from 'fastify';

// Any origin will do where only the path matters: the answer never names a host.
const anySite = 'http://site.invalid';

/**
 * `target` (a page address, a path or a URL) as the path a browser resolves it to on `origin`
 * itself, or null when it leaves that origin. Read with the WHATWG URL parser, as browsers read it
 * (`/\host`, `%2e` segments, tabs and newlines included). A path that parses to `//host` stays
 * refused: `/%2e//evil.example/` is `//evil.example/` on this origin, but a browser reads that
 * path, sent back in a Location header or an address to load, as another host.
 */
export function sameOriginPath(target: string, origin: string = anySite): string | null {
  const site = new URL(origin).origin;
  let url: URL;
  try {
    url = new URL(target, site);
  } catch {
    return null;
  }
  if (url.origin !== site || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The site's one way to redirect: 303 to `target` when it is a path on the site itself, else to the home page. */
export function seeOtherOnSite(reply: FastifyReply, target: string): FastifyReply {
  return reply.status(303).header('Location', sameOriginPath(target) ?? '/');
}
