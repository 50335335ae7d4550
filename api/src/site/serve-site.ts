import fastifyStatic from '@fastify/static';
import { siteAreas } from '@site/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './content-security-policy.js';
import type { PageRenderer } from './page-renderer.service.js';
import { publishedShellDir, remoteReleasesDir } from './releases/site-releases.js';
import { sendPage } from './send-page.js';

// Content-hashed builds (main.1a2b3c4d.js) never change under their name: cached for good. Every
// other file keeps its name across deploys (index.html, remotes.json, mf-manifest.json, the
// link-preview image, the favicon): always revalidated. Release folders follow the same rule: their
// manifests and release.json are revalidated, which costs a 304.
const contentHashed = /\.[0-9a-f]{8}\.(js|css)$/;
// The API answers these at the root itself (site-files.controller.ts): a copy in a build must not clash.
const apiOwnedFiles = ['robots.txt*', 'sitemap.xml*', 'sitemaps/**'];

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // The precompressed sibling (index.html.br) is the same entry file as index.html.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  reply.header('Cache-Control', contentHashed.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function readRemotes(shellDist: string): Record<string, string> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/**
 * An HTML file served as it is (the shell's or a remote's index.html) runs on the site's origin like
 * any page: it gets the pages' policy. remotes.json is read on each such answer, so it is never stale.
 */
function htmlPolicyHeader(reply: FastifyReply, filePath: string, shellDist: string) {
  if (/\.html(\.(br|gz))?$/.test(filePath))
    reply.header('Content-Security-Policy', contentSecurityPolicy(readRemotes(shellDist)));
}

/**
 * Serves the built front end's files beside the API (used by `npm start`): the shell at `/` (its
 * published release first, when it has one, then its build, which holds the start-time
 * remotes.json and site-config.json), each remote's build at `/mfe/<name>/` and its releases at
 * `/mfe/<name>/releases/<id>/` (docs/team-workflow.md). The builds hold a .br and a .gz beside every
 * text file, sent as they are to a client that accepts them (`preCompressed`, with `Vary:
 * Accept-Encoding`): register this before the on-the-fly compression, which then never touches a
 * static file. False when there is no shell build.
 */
export async function serveStaticSite(
  fastify: FastifyInstance,
  siteRoot: string,
  warn: (message: string) => void,
): Promise<boolean> {
  const shellDist = path.join(siteRoot, 'shell/dist');
  const shellRoots = [publishedShellDir(siteRoot), shellDist].filter((dir) => dir !== undefined);
  if (!existsSync(path.join(shellRoots[0], 'index.html'))) {
    warn(`No shell build in ${shellRoots[0]}: run the build first. Serving the API only.`);
    return false;
  }
  await fastify.register(fastifyStatic, {
    root: shellRoots,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: apiOwnedFiles,
    setHeaders: (reply, filePath) => {
      cacheHeaders(reply, filePath);
      htmlPolicyHeader(reply, filePath, shellDist);
    },
  });
  const remoteFiles = {
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('Access-Control-Allow-Origin', '*');
      cacheHeaders(reply, filePath);
      htmlPolicyHeader(reply, filePath, shellDist);
    },
  } as const;
  for (const name of siteAreas) {
    // Looked up per request: a release made while the site runs is served at once.
    await fastify.register(fastifyStatic, {
      ...remoteFiles,
      root: remoteReleasesDir(siteRoot, name),
      prefix: `/mfe/${name}/releases/`,
      suppressWarning: true,
    });
    const dist = path.join(siteRoot, `mfe-${name}/dist`);
    if (!existsSync(dist)) {
      warn(`No build of the ${name} remote in ${dist}: its area will show as unavailable.`);
      continue;
    }
    await fastify.register(fastifyStatic, { ...remoteFiles, root: dist, prefix: `/mfe/${name}/`, wildcard: false });
  }
  return true;
}

/**
 * Every other GET is a page address: the shell's index.html with the page's head (404 when there
 * is nothing there), whatever the client's Accept header. `/api/...` and `/mfe/...` keep the JSON 404.
 */
export function servePages(fastify: FastifyInstance, renderer: PageRenderer) {
  fastify.get('/*', (request, reply) => sendPage(renderer, request.url, request, reply));
  fastify.get('/', (request, reply) => sendPage(renderer, request.url, request, reply));
}
