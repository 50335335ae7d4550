import type { FastifyReply, FastifyRequest } from 'fastify';
import { logRequestError } from '../http/log-request-error.js';
import type { PageRenderer, RenderedPage } from './page-renderer.service.js';
import { pageRequest } from './page-request.js';
import { previewRequest, previewSetCookie } from './preview/preview-cookie.js';
import { seeOtherOnSite } from './same-origin-path.js';

const html = 'text/html; charset=utf-8';

/**
 * `?preview=<token>` or `?preview=off` on a page address: the preview cookie is set (for a valid
 * token only) or cleared, and the browser sent on to the address without the parameter, so the
 * token never stays in its history or in a shared link.
 */
async function answerPreviewRequest(
  renderer: PageRenderer,
  url: string,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const asked = previewRequest(url);
  if (asked === null) return null;
  const valid = asked.token !== null && (await renderer.previews.read(asked.token)) !== null;
  return seeOtherOnSite(reply, asked.rest)
    .header('Set-Cookie', previewSetCookie(valid ? asked.token : null, renderer.secureCookies))
    .header('Cache-Control', 'no-store')
    .send();
}

function send(reply: FastifyReply, page: RenderedPage): FastifyReply {
  reply.status(page.status).header('Content-Security-Policy', page.contentSecurityPolicy);
  // Made without its content: the visitor still gets the app, which loads its data itself; a
  // crawler sees a 500 and comes back.
  if (page.status === 500) reply.header('Cache-Control', 'no-store');
  // The data preloads depend on the member hint cookie, the remotes on the preview cookie.
  else reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
  return reply.type(html).send(page.html);
}

/**
 * Answers a page address (`url`: path and query) with its HTML; the one handler of both
 * deployments. The page pipeline, in order (README.md): the request, the page, sent.
 */
export async function sendPage(
  renderer: PageRenderer,
  url: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const previewAnswer = await answerPreviewRequest(renderer, url, reply);
  if (previewAnswer) return previewAnswer;
  const asked = pageRequest(url, request.headers.cookie);
  if (asked.route.kind === 'not-a-page') return reply.status(404).send({ detail: `Cannot GET ${url}`, status: 404 });
  let page: RenderedPage;
  try {
    page = await renderer.render(asked);
  } catch (error) {
    logRequestError(request, error, 'Page render failed');
    return reply.status(503).send({ detail: 'The site cannot be shown right now', status: 503 });
  }
  if (page.status === 500) logRequestError(request, page.failure, 'Page render failed');
  return send(reply, page);
}
