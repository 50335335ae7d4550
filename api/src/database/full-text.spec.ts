import { describe, expect, it } from 'vitest';
import { prefixQuery } from './full-text.js';

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
