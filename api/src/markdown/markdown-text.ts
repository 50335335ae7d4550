import type { Nodes } from 'mdast';
const blockTypes = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'tableCell', 'code']);
// A heading or list item without an end mark would otherwise run into the next sentence.
const sentenceTypes = new Set(['heading', 'listItem']);
const endsSentence = /[.!?:;…]/;

/** The last character written since `from`, spaces skipped ('' when nothing was). */
function lastCharSince(out: string[], from: number): string {
  for (let index = out.length - 1; index >= from; index -= 1) {
    const trimmed = out[index].trimEnd();
    if (trimmed) return trimmed.at(-1) ?? '';
  }
  return '';
}

function collect(node: Nodes, out: string[]): void {
  const start = out.length;
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      out.push(node.value);
      break;
    case 'break':
      out.push(' ');
      break;
    // Raw HTML, images and link definitions are not text a reader sees as prose.
    case 'html':
    case 'image':
    case 'imageReference':
    case 'definition':
      break;
    default:
      if ('children' in node) for (const child of node.children) collect(child, out);
  }
  if (sentenceTypes.has(node.type)) {
    const last = lastCharSince(out, start);
    if (last && !endsSentence.test(last)) {
      while (!out[out.length - 1].trim()) out.pop();
      out.push('.');
    }
  }
  if (blockTypes.has(node.type)) out.push(' ');
}

/** Cuts `text` to at most `max` characters at a word boundary, marking the cut with an ellipsis. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // One very long word: cut inside it rather than keep almost nothing.
  if (space > max / 2) cut = cut.slice(0, space);
  // Never leave half of a surrogate pair (an emoji) behind.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** The prose of a parsed Markdown text on one line (formatting, images and raw HTML dropped), at most `max` characters. */
export function markdownTreeToText(tree: Nodes, max: number): string {
  const out: string[] = [];
  collect(tree, out);
  return truncateAtWord(out.join('').replace(/\s+/g, ' ').trim(), max);
}
