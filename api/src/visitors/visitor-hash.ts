import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The network a request came from: the IPv4 address, or the /64 of an IPv6 one (a single
 * subscriber holds a whole /64, and its devices rotate addresses inside it).
 */
function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  return parsed instanceof ipaddr.IPv6 ? `${parsed.parts.slice(0, 4).join(':')}::/64` : parsed.toString();
}

/**
 * Whom a visit or a thread view is counted for, as a keyed SHA-256 (the address cannot be read back):
 * the account when signed in, otherwise the network. Never the User-Agent, which a client can change
 * at will: one address rotating 30 of them made 30 visitors. People behind one address count once
 * until they sign in; an undercount is better than a count anyone can inflate.
 */
export function visitorHash(salt: string, address: string, account?: { id: number } | null): string {
  const visitor = account ? `account:${account.id}` : `network:${networkOf(address)}`;
  return createHmac('sha256', salt).update(visitor).digest('hex');
}
