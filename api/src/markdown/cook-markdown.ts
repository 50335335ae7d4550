import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { nestingProblem } from './markdown-depth.js';
import { markdownTreeToHtml } from './markdown-html.js';
import { markdownTreeToText, truncateAtWord } from './markdown-text.js';

/** The plain excerpt lists, cards, feeds and page descriptions show: never the whole text. */
export const excerptLength = 300;

/** A member's Markdown as the site shows it, made once when it is written. */
export interface CookedMarkdown {
  /** Sanitised HTML, ready to insert. */
  html: string;
  /** The prose on one line, at most `excerptLength` characters. */
  excerpt: string;
}

/** The cooked text, or why it cannot be shown (a message for the writer). */
export type CookOutcome = { cooked: CookedMarkdown } | { refused: string };

/** Parses once and makes both the HTML and the excerpt from the same tree, after checking how deep it nests. */
export function cookMarkdown(source: string): CookOutcome {
  try {
    const tree = fromMarkdown(source);
    const problem = nestingProblem(tree);
    if (problem) return { refused: problem };
    // The text first: the HTML step rewrites the tree (line breaks, heading levels).
    const excerpt = markdownTreeToText(tree, excerptLength);
    return { cooked: { html: markdownTreeToHtml(tree), excerpt } };
  } catch (error) {
    // The parser's own recursion can still run out of stack on shapes the depth check never sees.
    if (error instanceof RangeError) return { refused: 'Formatting nests too deep to show' };
    throw error;
  }
}

/** A text that cannot be rendered, shown as it was written: for content stored before rendering had bounds. */
export function cookAsPlainText(source: string): CookedMarkdown {
  const paragraph: Element = { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: source }] };
  return { html: toHtml(paragraph), excerpt: truncateAtWord(source.replace(/\s+/g, ' ').trim(), excerptLength) };
}

/** Text the site writes itself (seed content, generated intros): rendered in this thread, since no member shaped it. */
export function cookOwnText(source: string): CookedMarkdown {
  const outcome = cookMarkdown(source);
  if ('refused' in outcome) throw new Error(`The site's own text cannot be rendered: ${outcome.refused}`);
  return outcome.cooked;
}
