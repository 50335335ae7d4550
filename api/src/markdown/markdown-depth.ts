import type { Token } from 'markdown-it';

/**
 * How deep quotes and lists may nest, and inline formatting (emphasis in links in emphasis...): more than any post
 * needs.
 */
export const maxBlockNesting = 20;
export const maxInlineNesting = 20;

const blockContainers = new Set(['blockquote_open', 'bullet_list_open', 'ordered_list_open']);
const blockContainerEnds = new Set(['blockquote_close', 'bullet_list_close', 'ordered_list_close']);

/** Why parsed Markdown nests too deep to show, or null. */
export function nestingProblem(tokens: Token[]): string | null {
  let blocks = 0;
  for (const token of tokens) {
    if (blockContainers.has(token.type)) blocks += 1;
    else if (blockContainerEnds.has(token.type)) blocks -= 1;
    if (blocks > maxBlockNesting) return `Quotes and lists may nest at most ${maxBlockNesting} deep`;
    for (const child of token.children ?? [])
      if (child.level > maxInlineNesting) return `Formatting may nest at most ${maxInlineNesting} deep`;
  }
  return null;
}
