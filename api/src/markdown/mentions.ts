import type { Token } from 'markdown-it';
import { memberMarkdown } from './member-markdown.js';

/** A text notifies at most this many members: a list of names pasted in does not become a mailing. */
export const maxMentionsPerText = 20;

/**
 * `@name`: letters, digits, marks, `_`, `.` and `-`, ending on neither `.` nor `-` (a sentence's full
 * stop is not part of the name), at most 50 characters as usernames are. Not after a letter, digit, `_`
 * or `@`, so `bob@example.com` is an address, not a mention. A username with a space or other punctuation cannot be mentioned.
 */
const mention =
  /(?<![\p{L}\p{M}\p{N}_@])@([\p{L}\p{M}\p{N}_](?:[\p{L}\p{M}\p{N}_.-]{0,48}[\p{L}\p{M}\p{N}_])?)(?![\p{L}\p{M}\p{N}_])/gu;

/** The prose runs of a block's inline tokens: text outside links and code; any other token ends a run. */
function proseRuns(children: Token[]): string[] {
  const runs: string[] = [];
  let run = '';
  let linkDepth = 0;
  for (const token of children) {
    if (token.type === 'link_open') linkDepth++;
    else if (token.type === 'link_close') linkDepth--;
    if (token.type === 'text' && linkDepth === 0) {
      run += token.content;
      continue;
    }
    if (run) runs.push(run);
    run = '';
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * The members a Markdown text mentions, lowercased (NFKC, as usernames are stored) and each once, in
 * order of first mention, at most `maxMentionsPerText`. Names in code spans and blocks, link text and
 * addresses, image descriptions and raw HTML are not mentions. Whether each name is a member is the
 * caller's question (UsersService.idsByUsernames).
 */
export function mentionedUsernames(markdown: string): string[] {
  // Most texts mention no one: they are not parsed again.
  if (!markdown.includes('@')) return [];
  const names = new Set<string>();
  for (const block of memberMarkdown.parse(markdown, {})) {
    if (block.type !== 'inline' || !block.children) continue;
    for (const run of proseRuns(block.children)) {
      for (const [, name] of run.matchAll(mention)) {
        names.add(name.normalize('NFKC').toLowerCase());
        if (names.size === maxMentionsPerText) return [...names];
      }
    }
  }
  return [...names];
}
