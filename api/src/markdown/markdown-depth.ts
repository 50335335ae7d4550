import type { Nodes } from 'mdast';

/** How deep quotes and lists may nest: more than any reply needs, far below what the renderer's recursion survives. */
export const maxBlockNesting = 20;
/** How deep anything may nest (emphasis in links in quotes...): the renderer recurses once per level. */
export const maxNesting = 100;

const blockContainers = new Set(['blockquote', 'list']);

/** Why a tree nests too deep to render, or null. Walked without recursion, since the tree may be thousands deep. */
export function nestingProblem(tree: Nodes): string | null {
  const stack: Array<[node: Nodes, depth: number, blocks: number]> = [[tree, 0, 0]];
  while (stack.length > 0) {
    const [node, depth, outerBlocks] = stack.pop()!;
    const blocks = outerBlocks + (blockContainers.has(node.type) ? 1 : 0);
    if (blocks > maxBlockNesting) return `Quotes and lists may nest at most ${maxBlockNesting} deep`;
    if (depth > maxNesting) return `Formatting may nest at most ${maxNesting} deep`;
    if ('children' in node) for (const child of node.children) stack.push([child, depth + 1, blocks]);
  }
  return null;
}
