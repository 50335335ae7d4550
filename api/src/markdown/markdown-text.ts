import type { Token } from 'markdown-it';

const endsSentence = /[.!?:;…]/;
// Where a block ends, words of the next one must not run into it.
const blockEnds = new Set([
  'paragraph_close',
  'heading_close',
  'list_item_close',
  'blockquote_close',
  'th_close',
  'td_close',
]);
// A heading or list item without an end mark would otherwise run into the next sentence.
const sentenceEnds = new Set(['heading_close', 'list_item_close']);

/** The text of an inline run a reader sees as prose: images and raw HTML left out. */
function inlineText(children: Token[], out: string[]): void {
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline') out.push(child.content);
    else if (child.type === 'softbreak' || child.type === 'hardbreak') out.push(' ');
  }
}

/** Ends the last sentence written with a full stop unless it has an end mark. */
function endSentence(out: string[]): void {
  while (out.length > 0 && !out[out.length - 1].trim()) out.pop();
  const last = out.at(-1)?.trimEnd().at(-1);
  if (last && !endsSentence.test(last)) out.push('.');
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

/** The prose of parsed Markdown on one line (formatting, images and raw HTML dropped), at most `max` characters. */
export function markdownTokensToText(tokens: Token[], max: number): string {
  const out: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') inlineText(token.children ?? [], out);
    else if (token.type === 'code_block' || token.type === 'fence') out.push(token.content, ' ');
    if (sentenceEnds.has(token.type)) endSentence(out);
    if (blockEnds.has(token.type)) out.push(' ');
  }
  return truncateAtWord(out.join('').replace(/\s+/g, ' ').trim(), max);
}
