import { nestingProblem } from './markdown-depth.js';
import { markdownTokensToText, truncateAtWord } from './markdown-text.js';
import { memberMarkdown } from './member-markdown.js';

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

/** Parses once and makes both the HTML and the excerpt from the same tokens, after checking how deep they nest. */
export function cookMarkdown(source: string): CookOutcome {
  const env = {};
  const tokens = memberMarkdown.parse(source, env);
  const problem = nestingProblem(tokens);
  if (problem) return { refused: problem };
  return {
    cooked: {
      html: memberMarkdown.renderer.render(tokens, memberMarkdown.options, env).trim(),
      excerpt: markdownTokensToText(tokens, excerptLength),
    },
  };
}

/** A text that cannot be rendered, shown as it was written: for content stored before rendering had bounds. */
export function cookAsPlainText(source: string): CookedMarkdown {
  return {
    html: `<p>${memberMarkdown.utils.escapeHtml(source)}</p>`,
    excerpt: truncateAtWord(source.replace(/\s+/g, ' ').trim(), excerptLength),
  };
}

/** Text the site writes itself (seed content, generated intros): rendered in this thread, since no member shaped it. */
export function cookOwnText(source: string): CookedMarkdown {
  const outcome = cookMarkdown(source);
  if ('refused' in outcome) throw new Error(`The site's own text cannot be rendered: ${outcome.refused}`);
  return outcome.cooked;
}
