import { BlockList, isIP } from 'node:net';

type Ranges = ReadonlyArray<readonly [network: string, prefix: number]>;

/** A BlockList of IPv4 and IPv6 networks, as `[network, prefix]` pairs. */
export function addressRanges(ipv4: Ranges, ipv6: Ranges): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

/** Whether `address` is an IP address in `ranges` (false for anything else). */
export function inRanges(ranges: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && ranges.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
