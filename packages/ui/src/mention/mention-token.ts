/** A mention being typed: `@` and what follows it, up to the caret. */
export interface MentionToken {
  /** What follows the `@` (at least minMentionQuery characters). */
  query: string;
  /** Where the `@` is. */
  start: number;
  /** The caret, where the token ends. */
  end: number;
}

/** The user search answers from 2 characters on (UserSearchResult); a username has at most 50. */
export const minMentionQuery = 2;

// An `@` that starts a word (not an e-mail address), then the characters a username is typed with.
const tokenBeforeCaret = /(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]{2,50})$/u;

/** The mention the caret is at the end of, if any. */
export function mentionAt(text: string, caret: number): MentionToken | null {
  const match = tokenBeforeCaret.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { query, start: caret - query.length - 1, end: caret };
}

/** `text` with the token replaced by `@username ` and where the caret goes after it. */
export function withMention(text: string, token: MentionToken, username: string): { text: string; caret: number } {
  const before = `${text.slice(0, token.start)}@${username} `;
  const after = text.slice(token.end).replace(/^ /, '');
  return { text: before + after, caret: before.length };
}
