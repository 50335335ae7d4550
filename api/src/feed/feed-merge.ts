import type { FeedItem } from '@site/contracts';
import { truncateAtWord } from '../markdown/markdown-text.js';

/** Spec section 9: the news titled 'Welcome!' always leads the feed. */
export const pinnedNewsTitle = 'Welcome!';
export const feedPageSize = 10;
const excerptLength = 200;

/**
 * A card's text: white space folded, cut at a word near 200 characters. Given plain text (a video's
 * description, a news description, the excerpt stored when Markdown was written), so no pattern
 * runs over a member's Markdown on a read.
 */
export function cardExcerpt(text: string): string {
  return truncateAtWord(text.replace(/\s+/g, ' ').trim(), excerptLength);
}

const isPinned = (item: FeedItem) => item.type === 'news' && item.title === pinnedNewsTitle;

/** One list, newest first (ties: by type, then id, so pages never shuffle), the 'Welcome!' news first. */
export function mergeFeed(...sources: FeedItem[][]): FeedItem[] {
  return sources.flat().sort((a, b) => {
    if (isPinned(a) !== isPinned(b)) return isPinned(a) ? -1 : 1;
    return b.date.localeCompare(a.date) || a.type.localeCompare(b.type) || b.id - a.id;
  });
}
