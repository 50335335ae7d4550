import type { FeedItem, FeedResponse } from '@site/contracts';

const types: FeedItem['type'][] = ['thread', 'news', 'video'];

/** A feed page as GET /api/feed answers it: `total` items, 10 a page. */
export function feedPage(page: number, total = 23): FeedResponse {
  const limit = 10;
  const totalPages = Math.ceil(total / limit);
  const start = (page - 1) * limit;
  const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i): FeedItem => {
    const n = start + i + 1;
    const type = types[n % 3];
    return {
      type,
      id: n,
      title: n === 1 ? 'Welcome!' : `Item ${n}`,
      excerpt: `Excerpt of item ${n}`,
      thumbnail: type === 'video' ? `https://i.ytimg.com/vi/abc${n}/hqdefault.jpg` : null,
      date: '2024-03-05T12:00:00.000Z',
      url: type === 'video' ? `/video/${n}` : type === 'news' ? `/news/${n}` : `/forum/thread/${n}`,
    };
  });
  return {
    items,
    pagination: {
      page,
      limit,
      total_count: total,
      total_pages: totalPages,
      has_next: page < totalPages,
      has_prev: page > 1,
    },
  };
}
