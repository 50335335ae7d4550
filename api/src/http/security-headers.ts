import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the Swagger UI, its files and the OpenAPI document are served (app.factory.ts). */
export const apiDocsPath = 'api/docs';

/**
 * The Swagger UI's page: its scripts (the UI's bundles and swagger-ui-init.js, which carries the
 * document) and stylesheet are files beside it, with no inline script. Styles are also inline: the
 * page's <style> blocks, the icon sprite's style="" and the <style> elements the UI writes as it
 * runs (no hash can follow those; a style runs no script). Images come from its files and data:
 * URLs, and "Try it out" calls this API only. Checked in Chromium: no violation, Try it out works.
 */
export const apiDocsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers helmet sets with these options. The site's pages get their policy where they are
 * served, the API docs theirs here (addSecurityHeaders); JSON answers need none.
 */
export function helmetHeaders(): ReadonlyArray<readonly [string, string]> {
  const headers: Array<[string, string]> = [];
  // Without a content security policy helmet's values depend on nothing in the request: asked once.
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  helmet({ contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/**
 * Helmet's headers on every answer, set as Fastify headers, and the docs' policy on theirs.
 * @fastify/helmet builds helmet's middleware again for every request and sets eleven headers on the
 * raw response, which sends every other header of the answer through Node's slower path as well.
 */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  const headers = helmetHeaders();
  const docs = `/${apiDocsPath}`;
  fastify.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    if (request.url.startsWith(docs)) reply.header('Content-Security-Policy', apiDocsContentSecurityPolicy);
    done();
  });
}
