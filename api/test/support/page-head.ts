import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { expect } from 'vitest';

// What a crawler reads of the site's pages and sitemap, for the e2e specs of the page server.

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** The SITE_URL the page specs run with. */
export const site = 'https://lightgun.example';
const shellTemplate =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="description" content="Generic shell description."><title>Lightgun Hub</title><script defer src="/main.abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A built shell on disk (SITE_ROOT): its index.html, a script, remotes.json and site-config.json. */
export function fakeSiteRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'lightgun-pages-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), shellTemplate);
  writeFileSync(path.join(root, 'shell/dist/main.abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{"games":"/mfe/games/mf-manifest.json"}');
  writeFileSync(path.join(root, 'shell/dist/site-config.json'), '{"channelName":"Lightgun Hub"}');
  return root;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');

function elements(node: Node, found: Element[] = []): Element[] {
  if ('tagName' in node) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elements(child, found);
  return found;
}

/** What a crawler reads from a page's `<head>`, through a real HTML parser. */
export function readHead(html: string) {
  const all = elements(parse(html));
  const head = all.find((element) => element.tagName === 'head');
  if (!head) throw new Error('no <head>');
  const inHead = elements(head).filter((element) => element !== head);
  const metas = inHead.filter((element) => element.tagName === 'meta');
  const meta = (key: string) =>
    metas
      .filter((element) => attribute(element, 'name') === key || attribute(element, 'property') === key)
      .map((element) => attribute(element, 'content'));
  const scripts = (type: string) =>
    all.filter((element) => element.tagName === 'script' && attribute(element, 'type') === type);
  return {
    titles: inHead.filter((element) => element.tagName === 'title').map(textOf),
    meta,
    /** The one value of a tag that must appear exactly once. */
    one: (key: string) => {
      const values = meta(key);
      expect(values, key).toHaveLength(1);
      return values[0];
    },
    canonical: inHead
      .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical')
      .map((element) => attribute(element, 'href')),
    jsonLd: scripts('application/ld+json').map((element) => JSON.parse(textOf(element)) as Record<string, unknown>),
    inlined: (id: string) =>
      scripts('application/json')
        .filter((element) => attribute(element, 'id') === id)
        .map((element) => JSON.parse(textOf(element)) as unknown),
    bodyScripts: elements(all.find((element) => element.tagName === 'body') ?? head).filter(
      (element) => element.tagName === 'script',
    ).length,
    marked: inHead.filter((element) => attribute(element, 'data-page-head') !== undefined).length,
    preloads: inHead
      .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'preload')
      .map((element) => ({
        href: attribute(element, 'href'),
        as: attribute(element, 'as'),
        crossorigin: attribute(element, 'crossorigin'),
      })),
  };
}

export interface Entry {
  loc: string;
  lastmod?: string;
}

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
export function urlSet(xml: string): Entry[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return (parser.parse(xml) as { urlset: { url: Entry[] } }).urlset.url;
}
export function sitemapIndex(xml: string): Entry[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return (parser.parse(xml) as { sitemapindex: { sitemap: Entry[] } }).sitemapindex.sitemap;
}
