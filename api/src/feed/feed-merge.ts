import type { FeedItem } from '@site/contracts';

/** Spec section 9: the news titled 'Welcome!' always leads the feed. */
export const pinnedNewsTitle = 'Welcome!';
export const feedPageSize = 10;
const excerptLength = 200;

/** Plain text for a card: Markdown marks dropped, white space folded, cut at a word near 200 characters. */
export function plainExcerpt(text: string): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[#>*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= excerptLength) return plain;
  const cut = plain.slice(0, excerptLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > excerptLength / 2 ? cut.lastIndexOf(' ') : excerptLength).trimEnd()}…`;
}

const isPinned = (item: FeedItem) => item.type === 'news' && item.title === pinnedNewsTitle;

/** One list, newest first (ties: by type, then id, so pages never shuffle), the 'Welcome!' news first. */
export function mergeFeed(...sources: FeedItem[][]): FeedItem[] {
  return sources.flat().sort((a, b) => {
    if (isPinned(a) !== isPinned(b)) return isPinned(a) ? -1 : 1;
    return b.date.localeCompare(a.date) || a.type.localeCompare(b.type) || b.id - a.id;
  });
}
