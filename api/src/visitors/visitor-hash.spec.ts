import { describe, expect, it } from 'vitest';
import { visitorHash } from './visitor-hash.js';

describe('visitorHash', () => {
  it('is the same for the same address, so a reload is not a new visitor', () => {
    expect(visitorHash('salt', '203.0.113.7')).toBe(visitorHash('salt', '203.0.113.7'));
  });

  it('tells addresses apart, and IPv6 networks by their /64', () => {
    const base = visitorHash('salt', '203.0.113.7');
    expect(visitorHash('salt', '203.0.113.8')).not.toBe(base);
    expect(visitorHash('salt', '::ffff:203.0.113.7')).toBe(base);
    const v6 = visitorHash('salt', '2001:db8:1:2::1');
    expect(visitorHash('salt', '2001:db8:1:2:a:b:c:d')).toBe(v6);
    expect(visitorHash('salt', '2001:db8:1:3::1')).not.toBe(v6);
  });

  it('is the account when signed in, wherever from', () => {
    const account = visitorHash('salt', '203.0.113.7', { id: 7 });
    expect(visitorHash('salt', '198.51.100.1', { id: 7 })).toBe(account);
    expect(visitorHash('salt', '203.0.113.7', { id: 8 })).not.toBe(account);
    expect(account).not.toBe(visitorHash('salt', '203.0.113.7'));
  });

  it('depends on the salt and never contains the address', () => {
    const hash = visitorHash('salt', '203.0.113.7');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203');
    expect(visitorHash('other salt', '203.0.113.7')).not.toBe(hash);
  });
});
