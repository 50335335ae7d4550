import type { Nodes as HastNodes, Text } from 'hast';
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Nodes as MdastNodes } from 'mdast';
import { newlineToBreak } from 'mdast-util-newline-to-break';
import { toHast } from 'mdast-util-to-hast';
import { isAllowedImageSource } from './image-hosts.js';

/**
 * Links open in a new tab that gets no handle on this page, nor the address it came from; an image
 * from a host a reader's browser must not be sent to is shown as its alt text.
 */
function finishElements(node: HastNodes): void {
  if (!('children' in node)) return;
  node.children = node.children.map((child): typeof child => {
    if (child.type !== 'element') return child;
    if (child.tagName === 'a') {
      child.properties.target = '_blank';
      child.properties.rel = ['noopener', 'noreferrer'];
    }
    if (child.tagName === 'img' && !isAllowedImageSource(String(child.properties.src ?? ''))) {
      const alt: Text = { type: 'text', value: String(child.properties.alt ?? '') };
      return alt;
    }
    finishElements(child);
    return child;
  }) as typeof node.children;
}

/** Headings one level down (h6 stays h6): the page's own title is its one h1, a body's `# ` is below it. */
function headingsBelowTitle(node: MdastNodes): void {
  if (node.type === 'heading') node.depth = Math.min(node.depth + 1, 6) as typeof node.depth;
  if ('children' in node) for (const child of node.children) headingsBelowTitle(child);
}

/**
 * A member's parsed Markdown as HTML a page can insert as it is: single line breaks kept, raw HTML
 * dropped (never rendered, never shown), then sanitised with GitHub's rules (only http(s), mailto
 * and relative links and images, no scripts, styles or event handlers) as a second guard.
 * Changes the tree; the caller has checked its depth (markdown-depth.ts), since every step recurses.
 */
export function markdownTreeToHtml(tree: MdastNodes): string {
  newlineToBreak(tree);
  headingsBelowTitle(tree);
  // Without allowDangerousHtml, raw HTML nodes are left out of the result.
  const html = sanitize(toHast(tree), defaultSchema) as HastNodes;
  finishElements(html);
  return toHtml(html);
}
