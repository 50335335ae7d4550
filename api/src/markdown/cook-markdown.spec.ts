import { describe, expect, it } from 'vitest';
import { cookMarkdown, type CookOutcome } from './cook-markdown.js';

const htmlOf = (outcome: CookOutcome) => ('cooked' in outcome ? outcome.cooked.html : outcome.refused);
const markdownToHtml = (source: string) => htmlOf(cookMarkdown(source));

describe('cookMarkdown: the HTML', () => {
  it('renders CommonMark with single line breaks kept', () => {
    expect(markdownToHtml('# Title\n\nSome **bold** and `code`\nnext line')).toBe(
      '<h2>Title</h2>\n<p>Some <strong>bold</strong> and <code>code</code><br>\nnext line</p>',
    );
  });

  it("puts a body's headings below the page's own h1", () => {
    expect(markdownToHtml('# One\n\n## Two\n\n###### Six')).toBe('<h2>One</h2>\n<h3>Two</h3>\n<h6>Six</h6>');
  });

  it('opens links in a new tab without access to the page', () => {
    expect(markdownToHtml('[site](https://example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
  });

  it('drops raw HTML instead of rendering or showing it', () => {
    const html = markdownToHtml(
      'Hello <script>alert(1)</script> <b onclick="x()">bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<iframe|<b|onclick|&#x3C;script/i);
    expect(html).toContain('Hello');
    expect(html).toContain('bold');
  });

  it('makes no link or image of an address that could run script', () => {
    const html = markdownToHtml(
      '[a](javascript:alert(1)) [b](data:text/html,<script>x</script>) [c](vbscript:x) ![d](javascript:alert(2))',
    );
    expect(html).not.toMatch(/<a |<img |<script|javascript:|data:|vbscript:/i);
    expect(html).toBe('<p>a b c d</p>');
  });

  it('keeps http(s), mailto and site-relative links and images', () => {
    const html = markdownToHtml(
      '[mail](mailto:a@b.example) [page](/forum) ![shot](https://img.example/x.png "A title")',
    );
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('href="/forum"');
    expect(html).toContain('<img src="https://img.example/x.png" alt="shot" title="A title">');
  });

  it('shows as alt text an image from a host a reader must not be sent to', () => {
    const sources = [
      'http://img.example/a.png',
      'https://127.0.0.1/a.png',
      'https://[::1]/a.png',
      'https://10.1.2.3/a.png',
      'https://192.168.1.1/a.png',
      'https://0x7f000001/a.png',
      'https://localhost/a.png',
      'https://printer.local/a.png',
      'https://intranet/a.png',
      '//evil.example/a.png',
    ];
    for (const source of sources) expect(markdownToHtml(`![seen](${source})`), source).toBe('<p>seen</p>');
    expect(markdownToHtml('![ours](/api/lightgun/games/1/cover.svg)')).toBe(
      '<p><img src="/api/lightgun/games/1/cover.svg" alt="ours"></p>',
    );
  });

  it('escapes text that looks like markup', () => {
    expect(markdownToHtml('1 < 2 & "quoted" \\<img src=x onerror=alert(1)>')).toBe(
      '<p>1 &lt; 2 &amp; &quot;quoted&quot; &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('renders nothing for empty text', () => {
    expect(markdownToHtml('')).toBe('');
  });
});

describe('cookMarkdown: the excerpt', () => {
  it('is the prose on one line, cut at a word within 300 characters', () => {
    const outcome = cookMarkdown(`# Setup\n\nA **fast** [look](https://example.com).\n\n${'word '.repeat(200)}`);
    if (!('cooked' in outcome)) throw new Error(outcome.refused);
    expect(outcome.cooked.excerpt.startsWith('Setup. A fast look. word word')).toBe(true);
    expect(outcome.cooked.excerpt.length).toBeLessThanOrEqual(300);
    expect(outcome.cooked.excerpt.endsWith('…')).toBe(true);
  });
});

describe('cookMarkdown: nesting', () => {
  it('takes quotes and lists 20 deep and refuses 21, naming the limit', () => {
    expect(markdownToHtml(`${'> '.repeat(20)}deep`)).toContain('deep');
    expect(markdownToHtml(`${'> '.repeat(21)}deep`)).toBe('Quotes and lists may nest at most 20 deep');
    const list = (depth: number) =>
      Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- item`).join('\n');
    expect(markdownToHtml(list(20))).toContain('item');
    expect(markdownToHtml(list(21))).toBe('Quotes and lists may nest at most 20 deep');
  });

  it('refuses thousands of nested quotes instead of overflowing the stack', () => {
    expect(markdownToHtml(`${'>'.repeat(5000)} text`)).toBe('Quotes and lists may nest at most 20 deep');
  });

  it('refuses inline formatting nested past 20', () => {
    const strong = (depth: number) => `${'**a '.repeat(depth)}x${' b**'.repeat(depth)}`;
    expect(markdownToHtml(strong(20))).toContain('<strong>a <strong>');
    expect(markdownToHtml(strong(21))).toBe('Formatting may nest at most 20 deep');
  });
});
