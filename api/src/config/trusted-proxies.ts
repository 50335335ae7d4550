import { isIP } from 'node:net';
import { addressRanges, inRanges } from '../common/address-ranges.js';

/**
 * fastify's trustProxy: addresses/CIDRs (proxy-addr), or whether the hop'th address from the socket is a proxy; false:
 * none.
 */
export type TrustedProxies = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Loopback, private and link-local networks: where a proxy of our own stands (proxy-addr's loopback, uniquelocal,
 * linklocal).
 */
const ownNetworks = addressRanges(
  [
    ['127.0.0.0', 8],
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['169.254.0.0', 16],
  ],
  [
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
  ],
);

const fromOwnNetwork = (address: string) => inRanges(ownNetworks, address);

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
}

/**
 * TRUST_PROXY: how many proxies sit in front (`1` behind the site's nginx), or their addresses and
 * CIDRs. Never "anyone": trusting every hop lets a client write the address its limits count under.
 * A hop count believes only hops from loopback or private networks, so a client reaching the API
 * directly from the internet cannot pose as a proxy (fastify 5 refuses bare hop counts for that reason).
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (address, hop) => hop < hops && fromOwnNetwork(address);
  }
  if (text === 'true' || text === '*') {
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client writes: give the number of proxies in front (e.g. 1) or their addresses',
    );
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = addresses.find((entry) => !isAddressOrCidr(entry));
  if (invalid !== undefined) throw new Error(`TRUST_PROXY must be a hop count or addresses/CIDRs, got "${invalid}"`);
  return addresses;
}
