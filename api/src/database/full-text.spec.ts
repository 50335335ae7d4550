import { describe, expect, it } from 'vitest';
import { prefixQuery, searchQueries } from './full-text.js';

describe('prefixQuery', () => {
  it.each([
    ['time cri', 'time:* & cri:*'],
    ['  GunCon 2! ', 'guncon:* & 2:*'],
    ["o'neil & <b>", 'o:* & neil:* & b:*'],
    ['a b c d e f g h i j', 'a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*'],
  ])('turns %j into %j', (text, query) => {
    expect(prefixQuery(text)).toBe(query);
  });

  it.each(['', ' ', 'a', ' a ', '!!', '&|'])('has no query for %j (under 2 characters or no word)', (text) => {
    expect(prefixQuery(text)).toBeNull();
  });
});

describe('searchQueries', () => {
  it('gives the prefix, whole-word and title queries of the same words', () => {
    expect(searchQueries('Time cri!')).toEqual({
      words: ['time', 'cri'],
      prefix: 'time:* & cri:*',
      whole: 'time & cri',
      title: 'time:*A & cri:*A',
    });
  });

  it.each(['', 'a', '!!'])('has none for %j', (text) => {
    expect(searchQueries(text)).toBeNull();
  });
});
