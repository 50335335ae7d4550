import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasMemberHint } from './page-data.js';
import type { PageRenderer, RenderedPage } from './page-renderer.service.js';

const html = 'text/html; charset=utf-8';

/** Answers a page address (`url`: path and query) with its HTML; the one handler of both deployments. */
export async function sendPage(renderer: PageRenderer, url: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  let page: RenderedPage;
  try {
    page = await renderer.render(url, { member: hasMemberHint(request.headers.cookie) });
  } catch (error) {
    request.log.error({ err: error, reqId: request.id }, 'page render failed');
    const shell = await renderer.errorPage();
    if (shell === null) return reply.status(503).send({ detail: 'The site cannot be shown right now', status: 503 });
    // The visitor still gets the app, which loads its data itself; a crawler sees a 500 and comes back.
    return reply.status(500).header('Content-Security-Policy', shell.contentSecurityPolicy).header('Cache-Control', 'no-store').type(html).send(shell.html);
  }
  if (page === null) return reply.status(404).send({ detail: `Cannot GET ${url}`, status: 404 });
  // The data preloads depend on the member hint cookie.
  return reply
    .status(page.status)
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .type(html)
    .send(page.html);
}
