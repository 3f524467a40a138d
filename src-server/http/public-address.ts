import net from 'node:net';

/**
 * Addresses a server-side request made on a user's behalf must never reach: this machine, the
 * private networks behind it, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast, and the reserved and documentation ranges (RFC 6890). Node's BlockList matches an
 * IPv4 rule against the IPv4-mapped IPv6 form as well (`::ffff:127.0.0.1`, `::ffff:7f00:1`).
 */
const blocked = new net.BlockList();
const ipv4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];
const ipv6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated), which would embed any IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [prefix, bits] of ipv4) blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of ipv6) blocked.addSubnet(prefix, bits, 'ipv6');

/** Whether `address` (an IP literal, either family) is a public internet address; anything else is false. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
