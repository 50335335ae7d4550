import type { Element, Nodes as HastNodes } from 'hast';
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Nodes as MdastNodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { newlineToBreak } from 'mdast-util-newline-to-break';
import { toHast } from 'mdast-util-to-hast';

/** Links open in a new tab that gets no handle on this page, nor the address it came from. */
function openLinksApart(node: HastNodes): void {
  if (node.type === 'element' && node.tagName === 'a') {
    (node as Element).properties.target = '_blank';
    (node as Element).properties.rel = ['noopener', 'noreferrer'];
  }
  if ('children' in node) for (const child of node.children) openLinksApart(child);
}

/** Headings one level down (h6 stays h6): the page's own title is its one h1, a body's `# ` is below it. */
function headingsBelowTitle(node: MdastNodes): void {
  if (node.type === 'heading') node.depth = Math.min(node.depth + 1, 6) as typeof node.depth;
  if ('children' in node) for (const child of node.children) headingsBelowTitle(child);
}

/**
 * A member's Markdown as HTML a page can insert as it is: CommonMark with single line breaks kept,
 * raw HTML dropped (never rendered, never shown), then sanitised with GitHub's rules (only http(s),
 * mailto and relative links and images, no scripts, styles or event handlers) as a second guard.
 * Rendered here so that readers' phones download no Markdown parser.
 */
export function markdownToHtml(markdown: string): string {
  const tree = fromMarkdown(markdown);
  newlineToBreak(tree);
  headingsBelowTitle(tree);
  // Without allowDangerousHtml, raw HTML nodes are left out of the result.
  const html = sanitize(toHast(tree), defaultSchema);
  openLinksApart(html);
  return toHtml(html);
}
