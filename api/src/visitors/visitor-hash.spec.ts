import { describe, expect, it } from 'vitest';
import { visitorHash } from './visitor-hash.js';

describe('visitorHash', () => {
  it('is the same for the same client, so a reload is not a new visitor', () => {
    expect(visitorHash('salt', '203.0.113.7', 'Firefox')).toBe(visitorHash('salt', '203.0.113.7', 'Firefox'));
  });

  it('tells clients apart by address and by browser', () => {
    const base = visitorHash('salt', '203.0.113.7', 'Firefox');
    expect(visitorHash('salt', '203.0.113.8', 'Firefox')).not.toBe(base);
    expect(visitorHash('salt', '203.0.113.7', 'Chromium')).not.toBe(base);
  });

  it('depends on the salt and never contains the address', () => {
    const hash = visitorHash('salt', '203.0.113.7', 'Firefox');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203');
    expect(visitorHash('other salt', '203.0.113.7', 'Firefox')).not.toBe(hash);
  });
});
