import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets with these options. A JSON API and the Swagger UI: a content security
 * policy belongs on the site's pages (set where they are served), not here.
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
 * Helmet's headers on every answer, set as Fastify headers. @fastify/helmet builds helmet's
 * middleware again for every request and sets eleven headers on the raw response, which sends
 * every other header of the answer through Node's slower path as well.
 */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  const headers = helmetHeaders();
  fastify.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
