import { describe, expect, it } from 'vitest';
import { injectHead } from './inject-head.js';
import type { PageHead } from './page-head.js';
import { escapeHtml, renderHead, scriptJson } from './render-head.js';

const hostile = '</title><script>alert(1)</script> "quoted" & \'single\'';
const head: PageHead = {
  title: `${hostile} · Lightgun Hub`,
  description: hostile,
  url: 'https://lightgun.example/video/5?a=1&b=2',
  type: 'video.other',
  image: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  noindex: false,
  openGraph: [],
  structuredData: [{ '@type': 'VideoObject', name: hostile }],
};

describe('renderHead', () => {
  it('escapes every text and attribute', () => {
    const html = renderHead(head);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title data-page-head>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; · Lightgun Hub</title>',
    );
    expect(html).toContain(
      'content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;"',
    );
    expect(html).toContain('href="https://lightgun.example/video/5?a=1&amp;b=2"');
  });

  it('writes JSON-LD that no text can break out of', () => {
    const html = renderHead(head);
    const json = /<script data-page-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@type': 'VideoObject', name: hostile });
    expect(scriptJson('\u2028<!--')).toBe('"\\u2028\\u003c!--"');
  });

  it('marks every tag it writes', () => {
    const tags = renderHead(head).match(/<(title|meta|link|script)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) expect(tag).toContain(' data-page-head');
  });

  it('writes robots noindex and no Open Graph for a page without an address', () => {
    const html = renderHead({ ...head, url: undefined, noindex: true, structuredData: [] });
    expect(html).toContain('<meta data-page-head name="robots" content="noindex">');
    expect(html).not.toContain('og:');
    expect(html).not.toContain('canonical');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('injectHead', () => {
  const template =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="generic"><meta property="og:title" content="generic"><title>Lightgun Hub</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

  it("puts the page's tags in place of the title and drops the generic description", () => {
    const html = injectHead(template, '<title data-page-head>Page $& $1</title>');
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title data-page-head>Page $& $1</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
    );
  });

  it('inlines JSON before </head> with < escaped', () => {
    const html = injectHead(template, '<title>x</title>', [
      { id: 'remotes-config', value: { games: '/mfe/games/</script>' } },
    ]);
    expect(html).toContain(
      '<script type="application/json" id="remotes-config">{"games":"/mfe/games/\\u003c/script>"}</script></head>',
    );
  });

  it('adds the tags before </head> when the template has no title', () => {
    expect(injectHead('<html><head><meta charset="utf-8"></head><body></body></html>', '<title>x</title>')).toBe(
      '<html><head><meta charset="utf-8"><title>x</title></head><body></body></html>',
    );
  });
});
