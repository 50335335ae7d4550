import type { FeedItem } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { cardExcerpt, mergeFeed } from './feed-merge.js';

const item = (type: FeedItem['type'], id: number, date: string, title = `${type} ${id}`): FeedItem => ({
  type,
  id,
  title,
  excerpt: '',
  thumbnail: null,
  date,
  url: `/${type}/${id}`,
});

describe('mergeFeed', () => {
  it('merges every source newest first', () => {
    const merged = mergeFeed(
      [item('video', 1, '2026-01-03T00:00:00.000Z'), item('video', 2, '2026-01-01T00:00:00.000Z')],
      [item('news', 1, '2026-01-02T00:00:00.000Z')],
      [item('thread', 1, '2026-01-04T00:00:00.000Z')],
    );
    expect(merged.map((i) => `${i.type} ${i.id}`)).toEqual(['thread 1', 'video 1', 'news 1', 'video 2']);
  });

  it("pins the news titled 'Welcome!' first, however old", () => {
    const merged = mergeFeed(
      [item('video', 1, '2026-05-01T00:00:00.000Z')],
      [item('news', 7, '2020-01-01T00:00:00.000Z', 'Welcome!'), item('news', 8, '2026-04-01T00:00:00.000Z')],
    );
    expect(merged.map((i) => i.title)).toEqual(['Welcome!', 'video 1', 'news 8']);
  });

  it("pins only news: a thread called 'Welcome!' takes its place by date", () => {
    const merged = mergeFeed(
      [item('thread', 1, '2020-01-01T00:00:00.000Z', 'Welcome!')],
      [item('news', 2, '2026-01-01T00:00:00.000Z')],
    );
    expect(merged.map((i) => i.type)).toEqual(['news', 'thread']);
  });

  it('orders items of the same moment the same way every time', () => {
    const same = '2026-01-01T00:00:00.000Z';
    const once = mergeFeed([item('video', 1, same), item('video', 2, same)], [item('news', 1, same)]);
    const again = mergeFeed([item('news', 1, same)], [item('video', 2, same), item('video', 1, same)]);
    expect(once).toEqual(again);
    expect(once.map((i) => `${i.type} ${i.id}`)).toEqual(['news 1', 'video 2', 'video 1']);
  });
});

describe('cardExcerpt', () => {
  it('folds white space', () => {
    expect(cardExcerpt('Title\n\n  Some bold\tand a link')).toBe('Title Some bold and a link');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const excerpt = cardExcerpt(text);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
