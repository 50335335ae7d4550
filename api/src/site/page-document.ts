import { siteRouteFor } from '@site/domain';
import { injectHead, type InlinedJson } from './inject-head.js';
import { pageDataRequests } from './page-data.js';
import { pageHead } from './page-head.js';
import type { PageRead } from './page-request.js';
import type { RemoteChoice } from './remote-choice.js';
import { renderDataPreloads, renderHead } from './render-head.js';
import { jsonObjectOf } from './shell-source.js';

/** A page's HTML and status: 404 when there is nothing at its address, 500 when its content could not be read. */
export interface PageDocument {
  status: 200 | 404 | 500;
  html: string;
}

// The ids shell/src/remotes/remote-registry.ts, shell/src/site-config/site-config.ts and
// shell/src/preview/preview-banner.tsx read.
const inlinedRemotesId = 'remotes-config';
const inlinedSiteConfigId = 'site-config';
const inlinedPreviewId = 'remote-preview';

/** The JSON the shell would otherwise fetch: the chosen remotes, the site's configuration, the preview. */
function inlinedJson({ files }: PageRead, { remotes, preview }: RemoteChoice): InlinedJson[] {
  const inlined: InlinedJson[] = [];
  if (remotes) inlined.push({ id: inlinedRemotesId, value: remotes });
  const siteConfig = jsonObjectOf(files.siteConfigJson);
  if (siteConfig) inlined.push({ id: inlinedSiteConfigId, value: siteConfig });
  if (preview) {
    const { area, manifestUrl, expiresAt } = preview;
    inlined.push({
      id: inlinedPreviewId,
      value: { area, manifest_url: manifestUrl, expires_at: new Date(expiresAt * 1000).toISOString() },
    });
  }
  return inlined;
}

/**
 * What the page fetches first, named for preloading: the manifest of the remote that renders it
 * (the first file of its chain), then, on a page that shows something to a visitor, its API answers.
 */
function preloads({ request, content }: PageRead, { remotes }: RemoteChoice): string[] {
  if (content.kind === 'unavailable') return [];
  const area = siteRouteFor(request.path)?.area;
  const manifest = area === undefined ? undefined : remotes?.[area];
  const data = content.kind === 'not-found' || request.member ? [] : pageDataRequests(request.route);
  return [...(manifest === undefined ? [] : [manifest]), ...data];
}

/** The shell's index.html made into the page: its head, preloads and inlined JSON, from the one choice of remotes. */
export function pageDocument(read: PageRead, choice: RemoteChoice, siteUrl: string): PageDocument {
  const { content } = read;
  const status = content.kind === 'not-found' ? 404 : content.kind === 'unavailable' ? 500 : 200;
  const head = renderHead(pageHead(content, siteUrl)) + renderDataPreloads(preloads(read, choice));
  return { status, html: injectHead(read.files.indexHtml, head, inlinedJson(read, choice)) };
}
