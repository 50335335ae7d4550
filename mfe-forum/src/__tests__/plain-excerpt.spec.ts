import { describe, expect, it } from 'vitest';
import { plainExcerpt } from '../utils/plain-excerpt.js';

describe('plainExcerpt', () => {
  it('keeps the words of Markdown without its marks and link targets', () => {
    expect(plainExcerpt('## Hi\n\nMy **GunCon** and _Sinden_, see [the guide](https://example.com) `now`')).toBe('Hi My GunCon and Sinden, see the guide now');
  });

  it('cuts long text at 160 characters with an ellipsis', () => {
    const text = plainExcerpt('word '.repeat(60));
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(161);
  });
});
