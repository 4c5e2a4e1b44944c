import ipaddr from 'ipaddr.js';

// What the network policy knows about addresses (docs/decisions/014-a-network-policy-for-runs.md):
// which ones are never reachable, and which class (loopback, private, special) needs allowing.

export type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type Range = [Address, number];
export type AddressClass = 'public' | 'loopback' | 'private' | 'special' | 'never';

// Cloud metadata services and link-local addresses: never, whatever the setting says.
export const NEVER_RANGES = [
  '169.254.0.0/16',
  'fe80::/10',
  '100.100.100.200/32', // Alibaba Cloud
  'fd00:ec2::254/128', // AWS over IPv6
  '192.0.0.192/32', // Oracle Cloud
].map((cidr) => ipaddr.parseCIDR(cidr));
export const NEVER_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
]);
// ipaddr.js calls these 'unicast', but they reach IPv4 through old translation schemes.
const SPECIAL_RANGES = ['::/96', '2002::/16', '2001::/32'].map((cidr) => ipaddr.parseCIDR(cidr));

export const WHY: Record<Exclude<AddressClass, 'public'>, string> = {
  never: 'cloud metadata and link-local addresses are never allowed',
  loopback: "this machine's own addresses (loopback) are not allowed",
  private: 'private addresses are not allowed',
  special: 'reserved and special-purpose addresses are not allowed',
};

export function contains(range: Range, address: Address): boolean {
  return address.kind() === range[0].kind() && address.match(range);
}

export function bareName(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

/** The address as the network sees it: IPv4-mapped and NAT64 forms are their IPv4 address. */
export function normalize(address: Address): Address {
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
    if (v6.range() === 'rfc6052') return new ipaddr.IPv4(v6.toByteArray().slice(12));
  }
  return address;
}

export function classify(address: Address): AddressClass {
  if (NEVER_RANGES.some((range) => contains(range, address))) return 'never';
  const range = address.range();
  if (range === 'loopback' || range === 'unspecified') return 'loopback';
  if (range === 'private' || range === 'uniqueLocal' || range === 'carrierGradeNat')
    return 'private';
  if (range !== 'unicast' || SPECIAL_RANGES.some((special) => contains(special, address)))
    return 'special';
  return 'public';
}
