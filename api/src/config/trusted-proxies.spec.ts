import { describe, expect, it } from 'vitest';
import { trustedProxies } from './trusted-proxies.js';

type HopTest = (address: string, hop: number) => boolean;

describe('trustedProxies (TRUST_PROXY)', () => {
  it('trusts nobody by default', () => {
    for (const value of [undefined, '', ' ', 'false', '0']) expect(trustedProxies(value), String(value)).toBe(false);
  });

  it('takes a hop count: that many hops from the socket, each from a loopback or private network', () => {
    const oneHop = trustedProxies('1') as HopTest;
    // The socket's peer (hop 0) is the proxy; the address it names is the client's.
    expect([
      oneHop('10.0.0.2', 0),
      oneHop('172.18.0.5', 0),
      oneHop('::ffff:192.168.1.4', 0),
      oneHop('127.0.0.1', 0),
      oneHop('fd00::2', 0),
    ]).toEqual([true, true, true, true, true]);
    expect(oneHop('10.0.0.3', 1)).toBe(false);
    // A client on the internet reaching the API directly is no proxy, whatever it writes.
    expect([oneHop('203.0.113.9', 0), oneHop('2001:db8::1', 0), oneHop('172.32.0.1', 0)]).toEqual([
      false,
      false,
      false,
    ]);
    const twoHops = trustedProxies('2') as HopTest;
    expect([twoHops('10.0.0.2', 0), twoHops('10.0.0.1', 1), twoHops('10.0.0.9', 2)]).toEqual([true, true, false]);
  });

  it('takes a list of addresses and CIDRs, IPv4 or IPv6', () => {
    expect(trustedProxies('10.0.0.0/8, 192.0.2.7,::1,2001:db8::/32')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      '2001:db8::/32',
    ]);
  });

  it('refuses to trust anyone, and anything that is not an address or CIDR', () => {
    expect(() => trustedProxies('true')).toThrow(/number of proxies/);
    expect(() => trustedProxies('*')).toThrow(/number of proxies/);
    for (const entry of ['nginx', 'abc', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.0/']) {
      expect(() => trustedProxies(`192.0.2.1,${entry}`), entry).toThrow(`"${entry}"`);
    }
  });
});
