import type { PageHead } from './page-head.js';
import { siteName } from './site-identity.js';

/** Marks every tag the server wrote, so the client can find and replace them on navigation. */
export const pageHeadAttribute = 'data-page-head';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element text and in a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]);
}

/**
 * JSON for a `<script>` element: `<` written as \u003c so no text can close the element or open a
 * comment; U+2028/2029 escaped for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${pageHeadAttribute} ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/** The page's `<title>`, description, robots, canonical, Open Graph, Twitter card and JSON-LD tags. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title ${pageHeadAttribute}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.url) {
    tags.push(
      `<link ${pageHeadAttribute} rel="canonical" href="${escapeHtml(head.url)}">`,
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:type', head.type),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.url),
      meta('property', 'og:image', head.image),
      ...head.openGraph.map(([property, content]) => meta('property', property, content)),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', head.image),
    );
  }
  for (const data of head.structuredData)
    tags.push(`<script ${pageHeadAttribute} type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}

/**
 * `<link rel=preload>` for what the page fetch()es first (its remote's manifest, its API answers).
 * `crossorigin` makes it the CORS request fetch() makes; without it the preload goes unused.
 */
export function renderDataPreloads(paths: string[]): string {
  return paths
    .map(
      (path) =>
        `<link ${pageHeadAttribute} rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(path)}">`,
    )
    .join('');
}
