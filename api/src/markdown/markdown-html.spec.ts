import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html.js';

describe('markdownToHtml', () => {
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
      '<p><a href="https://example.com/a?b=1&#x26;c=2" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
  });

  it('drops raw HTML instead of rendering or showing it', () => {
    const html = markdownToHtml('Hello <script>alert(1)</script> <b onclick="x()">bold</b>\n\n<iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<script|<iframe|<b|onclick|&#x3C;script/i);
    expect(html).toContain('Hello');
    expect(html).toContain('bold');
  });

  it('drops links and images whose address could run script', () => {
    const html = markdownToHtml('[a](javascript:alert(1)) [b](data:text/html,<script>x</script>) [c](vbscript:x) ![d](javascript:alert(2))');
    expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
    expect(html).toContain('>a</a>');
  });

  it('keeps http(s), mailto and site-relative links and images', () => {
    const html = markdownToHtml('[mail](mailto:a@b.example) [page](/forum) ![shot](https://img.example/x.png "A title")');
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('href="/forum"');
    expect(html).toContain('<img src="https://img.example/x.png" alt="shot" title="A title">');
  });

  it('escapes text that looks like markup', () => {
    expect(markdownToHtml('1 < 2 & "quoted" \\<img src=x onerror=alert(1)>')).toBe('<p>1 &#x3C; 2 &#x26; "quoted" &#x3C;img src=x onerror=alert(1)></p>');
  });

  it('renders nothing for empty text', () => {
    expect(markdownToHtml('')).toBe('');
  });
});
