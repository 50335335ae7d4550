import 'reflect-metadata';
import type { ArgumentMetadata } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { LimitQuery, PageQuery } from './pagination-query.js';
import { ChoiceQuery, IdQuery, TextQuery } from './query-fields.js';
import { createValidationPipe } from './validation.js';

// Built as the domains build theirs (videos/dto/video.query.ts, forum/dto/forum.query.ts): http imports no domain.
class VideoListQuery extends PageQuery {
  @LimitQuery(18, 'Videos')
  limit: number = 18;

  @ChoiceQuery(['on-rail', 'gallery', 'arcade', 'modern'], { default: 'all', alsoAll: true })
  category?: string;
}

class ThreadListQuery extends PageQuery {
  @LimitQuery(20, 'Threads')
  limit: number = 20;

  @ChoiceQuery(['latest', 'popular', 'most_replies'], { default: 'latest' })
  sort = 'latest';
}

class ForumSearchQuery extends PageQuery {
  @TextQuery('Words to find')
  q = '';

  @LimitQuery(20, 'Threads and posts (each)')
  limit: number = 20;

  @IdQuery('Only this category', 'category_id must be the id of a category: a whole number of at least 1')
  category_id?: number;
}

const pipe = createValidationPipe();
const read = (metatype: ArgumentMetadata['metatype'], query: Record<string, unknown>) =>
  pipe.transform(query, { type: 'query', metatype });
const refusal = async (metatype: ArgumentMetadata['metatype'], query: Record<string, unknown>) =>
  read(metatype, query).then(
    () => undefined,
    (error: { getStatus(): number; message: string }) => `${error.getStatus()} ${error.message}`,
  );

describe('query DTOs through the one pipe', () => {
  it('reads defaults for absent and blank values, and drops keys no DTO declares', async () => {
    expect(await read(VideoListQuery, {})).toEqual({ page: 1, limit: 18 });
    expect(await read(VideoListQuery, { page: '', limit: '', category: '', _: '123' })).toEqual({ page: 1, limit: 18 });
    expect(await read(VideoListQuery, { page: '02', limit: '5000', category: 'all' })).toEqual({
      page: 2,
      limit: 5000,
    });
    expect(await read(ThreadListQuery, { sort: '' })).toEqual({ page: 1, limit: 20, sort: 'latest' });
    expect(await read(ForumSearchQuery, { category_id: '7', q: ' light ' })).toEqual({
      page: 1,
      limit: 20,
      q: ' light ',
      category_id: 7,
    });
  });

  it('answers the first problem as a 400 with its one message, base class fields first', async () => {
    expect(await refusal(PageQuery, { page: '1e3' })).toBe('400 page must be a whole number from 1 to 2147483647');
    expect(await refusal(VideoListQuery, { category: 'fps', limit: '0', page: '0' })).toBe(
      '400 page must be a whole number from 1 to 2147483647',
    );
    expect(await refusal(VideoListQuery, { category: 'fps', limit: '2147483648' })).toBe(
      '400 limit must be a whole number from 1 to 2147483647',
    );
    expect(await refusal(VideoListQuery, { category: 'fps' })).toBe(
      '400 category must be one of all, on-rail, gallery, arcade, modern',
    );
    expect(await refusal(ThreadListQuery, { sort: 'votes' })).toBe(
      '400 sort must be one of latest, popular, most_replies',
    );
    expect(await refusal(ForumSearchQuery, { category_id: '01' })).toBe(
      '400 category_id must be the id of a category: a whole number of at least 1',
    );
  });

  it('refuses a declared key given twice or holding unstorable text, and ignores undeclared ones', async () => {
    expect(await refusal(ForumSearchQuery, { q: ['a', 'b'] })).toBe('400 q must be given once');
    expect(await refusal(PageQuery, { page: '1\u0000' })).toBe('400 Text must not contain the NUL character (U+0000)');
    expect(await read(PageQuery, { other: ['a', '\u0000'] })).toEqual({ page: 1 });
  });

  it('checks a query once: the same query again gets the same frozen DTO, another query its own, a refusal every time', async () => {
    const first = await read(ThreadListQuery, { page: '3', sort: 'popular' });
    expect(first).toEqual({ page: 3, limit: 20, sort: 'popular' });
    expect(await read(ThreadListQuery, { page: '3', sort: 'popular' })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await read(ThreadListQuery, { page: '4', sort: 'popular' })).toEqual({
      page: 4,
      limit: 20,
      sort: 'popular',
    });
    // The same query string read by another DTO is that DTO's own answer.
    expect(await read(PageQuery, { page: '3', sort: 'popular' })).toEqual({ page: 3 });
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect(await refusal(ThreadListQuery, { page: '0' })).toBe(
        '400 page must be a whole number from 1 to 2147483647',
      );
  });
});
