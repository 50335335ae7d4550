import { isIP } from 'node:net';
import { addressRanges, inRanges } from '../common/address-ranges.js';

// Addresses a reader's browser must never be sent to fetch an image: its own machine and the
// networks behind it (a member's image would otherwise probe the reader's router or intranet).
const internalAddresses = addressRanges(
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ],
  [
    ['::', 127],
    ['::ffff:0:0', 96],
    ['64:ff9b::', 96],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ],
);

// Names that resolve inside a network, never on the public internet.
const internalSuffixes = [
  '.localhost',
  '.local',
  '.internal',
  '.intranet',
  '.lan',
  '.home',
  '.corp',
  '.private',
  '.home.arpa',
];

function isInternalHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return inRanges(internalAddresses, host);
  // A single label ('intranet', 'localhost') is looked up on the local network.
  if (!host.includes('.')) return true;
  return internalSuffixes.some((suffix) => host.endsWith(suffix));
}

/**
 * Whether a Markdown image may be shown: a path on this site, or an https address on a public
 * host (never http, which the page's HTTPS would block, nor a loopback, private or local one).
 */
export function isAllowedImageSource(source: string): boolean {
  if (source.startsWith('/')) return !source.startsWith('//') && !source.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !isInternalHost(url.hostname);
}
