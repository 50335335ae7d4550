import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasMemberHint } from './page-data.js';
import type { PageRenderer, RenderedPage } from './page-renderer.service.js';
import { previewRequest, previewSetCookie, previewTokenFrom } from './preview/preview-cookie.js';
import { logRequestError } from '../http/log-request-error.js';
import { seeOtherOnSite } from './same-origin-path.js';

const html = 'text/html; charset=utf-8';

/**
 * `?preview=<token>` or `?preview=off` on a page address: the preview cookie is set (for a valid
 * token only) or cleared, and the browser sent on to the address without the parameter, so the
 * token never stays in its history or in a shared link.
 */
async function answerPreviewRequest(renderer: PageRenderer, url: string, reply: FastifyReply): Promise<FastifyReply | null> {
  const asked = previewRequest(url);
  if (asked === null) return null;
  const valid = asked.token !== null && (await renderer.previews.read(asked.token)) !== null;
  return seeOtherOnSite(reply, asked.rest)
    .header('Set-Cookie', previewSetCookie(valid ? asked.token : null, renderer.secureCookies))
    .header('Cache-Control', 'no-store')
    .send();
}

/** Answers a page address (`url`: path and query) with its HTML; the one handler of both deployments. */
export async function sendPage(renderer: PageRenderer, url: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const previewAnswer = await answerPreviewRequest(renderer, url, reply);
  if (previewAnswer) return previewAnswer;
  const token = previewTokenFrom(request.headers.cookie);
  let page: RenderedPage;
  try {
    page = await renderer.render(url, { member: hasMemberHint(request.headers.cookie), preview: token ? await renderer.previews.read(token) : null });
  } catch (error) {
    logRequestError(request, error, 'Page render failed');
    const shell = await renderer.errorPage();
    if (shell === null) return reply.status(503).send({ detail: 'The site cannot be shown right now', status: 503 });
    // The visitor still gets the app, which loads its data itself; a crawler sees a 500 and comes back.
    return reply.status(500).header('Content-Security-Policy', shell.contentSecurityPolicy).header('Cache-Control', 'no-store').type(html).send(shell.html);
  }
  if (page === null) return reply.status(404).send({ detail: `Cannot GET ${url}`, status: 404 });
  // The data preloads depend on the member hint cookie, the remotes on the preview cookie.
  return reply
    .status(page.status)
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .type(html)
    .send(page.html);
}
