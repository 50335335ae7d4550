import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const remoteNames = ['videos', 'news', 'games', 'forum', 'admin'];
// Entry files must be re-read on every deploy; everything else is content-hashed.
// Written at start or deploy time, not fingerprinted: always revalidated.
const entryFiles = new Set(['index.html', 'remotes.json', 'site-config.json', 'mf-manifest.json']);
// `/api`, `/api/...`, `/api?...` (and the same for /mfe) are never pages: they keep the JSON 404.
const apiOrRemotePath = /^\/(api|mfe)(\/|\?|$)/;

function cacheHeaders(reply: FastifyReply, filePath: string) {
  const revalidate = entryFiles.has(path.basename(filePath));
  reply.header('Cache-Control', revalidate ? 'no-cache' : 'public, max-age=31536000, immutable');
}

function notFound(reply: FastifyReply, url: string) {
  return reply.status(404).send({ detail: `Cannot GET ${url}`, status: 404 });
}

/**
 * Serves the built front end beside the API (used by `npm start`): the shell at `/`, each remote
 * at `/mfe/<name>/`, and the shell's index.html for any other page address (deep links).
 */
export async function serveSite(fastify: FastifyInstance, siteRoot: string, warn: (message: string) => void) {
  const shellDist = path.join(siteRoot, 'shell/dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    warn(`No shell build in ${shellDist}: run the build first. Serving the API only.`);
    return;
  }
  await fastify.register(fastifyStatic, { root: shellDist, prefix: '/', wildcard: false, index: false, setHeaders: cacheHeaders });
  for (const name of remoteNames) {
    const dist = path.join(siteRoot, `mfe-${name}/dist`);
    if (!existsSync(dist)) {
      warn(`No build of the ${name} remote in ${dist}: its area will show as unavailable.`);
      continue;
    }
    await fastify.register(fastifyStatic, {
      root: dist,
      prefix: `/mfe/${name}/`,
      wildcard: false,
      decorateReply: false,
      setHeaders: (reply, filePath) => {
        reply.header('Access-Control-Allow-Origin', '*');
        cacheHeaders(reply, filePath);
      },
    });
  }

  const indexHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  fastify.get('/*', (request, reply) => {
    const url = request.url;
    if (apiOrRemotePath.test(url) || !request.headers.accept?.includes('text/html')) {
      return notFound(reply, url);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  fastify.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml));
}
