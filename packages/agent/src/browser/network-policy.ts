import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';
import { nonWebUrlProblem } from './web-only.js';

/** The setting (server and CLI environment) that lets runs reach loopback and private networks. */
export const ALLOWED_NETWORKS_SETTING = 'SCOUT_ALLOWED_NETWORKS';

/** An address no run may reach whatever is allowed: Scout's own server, database, Redis. */
export interface ProtectedEndpoint {
  /** What it is, for the message ("Scout's own server"). */
  name: string;
  /** Its host; none, or one that is this machine's, protects the port on every local address. */
  host?: string;
  port: number;
  /** Paths on it that runs may still read with GET (Scout's own demo app under `/demo/`): matched
   *  on the path as the URL parser normalises it, so `/demo/../api` is `/api` and stays refused. */
  openPaths?: readonly string[];
}

/** What a run may reach beyond the public internet (docs/decisions/014-a-network-policy-for-runs.md). */
export interface NetworkRules {
  /** CIDRs, addresses and host names (`*.corp.example` for a domain's hosts) an administrator
   *  allows: loopback, private and other special ranges are refused unless listed here. */
  allowedNetworks?: readonly string[];
  protectedEndpoints?: readonly ProtectedEndpoint[];
}

export type NetworkVerdict =
  | { ok: true; addresses: string[] }
  | { ok: false; blocked: string }
  | { ok: false; unreachable: string };

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];
type AddressClass = 'public' | 'loopback' | 'private' | 'special' | 'never';

// Cloud metadata services and link-local addresses: never, whatever the setting says.
const NEVER_RANGES = [
  '169.254.0.0/16',
  'fe80::/10',
  '100.100.100.200/32', // Alibaba Cloud
  'fd00:ec2::254/128', // AWS over IPv6
  '192.0.0.192/32', // Oracle Cloud
].map((cidr) => ipaddr.parseCIDR(cidr));
const NEVER_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
]);
// ipaddr.js calls these 'unicast', but they reach IPv4 through old translation schemes.
const SPECIAL_RANGES = ['::/96', '2002::/16', '2001::/32'].map((cidr) => ipaddr.parseCIDR(cidr));

const WHY: Record<Exclude<AddressClass, 'public'>, string> = {
  never: 'cloud metadata and link-local addresses are never allowed',
  loopback: "this machine's own addresses (loopback) are not allowed",
  private: 'private addresses are not allowed',
  special: 'reserved and special-purpose addresses are not allowed',
};

const HOST_NAME =
  /^(\*\.)?([a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/i;

/** Reads `SCOUT_ALLOWED_NETWORKS`-style entries; `problems` names each entry that is not one. */
export function parseAllowedNetworks(entries: readonly string[]): {
  ranges: Range[];
  names: string[];
  problems: string[];
} {
  const ranges: Range[] = [];
  const names: string[] = [];
  const problems: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const range = parseRange(entry);
    if (range) {
      if (NEVER_RANGES.some((never) => contains(never, range[0]) && range[1] >= never[1]))
        problems.push(`“${entry}”: ${WHY.never}`);
      else ranges.push(range);
    } else if (HOST_NAME.test(entry) && !/^[\d.]+$/.test(entry)) {
      const name = bareName(entry);
      if (NEVER_NAMES.has(name)) problems.push(`“${entry}”: ${WHY.never}`);
      else names.push(name);
    } else {
      problems.push(`“${entry}” is not a network (10.0.0.0/8), an address or a host name`);
    }
  }
  return { ranges, names, problems };
}

function parseRange(entry: string): Range | undefined {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry.replace(/^\[(.*)\]$/, '$1'));
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
}

function contains(range: Range, address: Address): boolean {
  return address.kind() === range[0].kind() && address.match(range);
}

function bareName(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

/** The address as the network sees it: IPv4-mapped and NAT64 forms are their IPv4 address. */
function normalize(address: Address): Address {
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
    if (v6.range() === 'rfc6052') return new ipaddr.IPv4(v6.toByteArray().slice(12));
  }
  return address;
}

function classify(address: Address): AddressClass {
  if (NEVER_RANGES.some((range) => contains(range, address))) return 'never';
  const range = address.range();
  if (range === 'loopback' || range === 'unspecified') return 'loopback';
  if (range === 'private' || range === 'uniqueLocal' || range === 'carrierGradeNat')
    return 'private';
  if (range !== 'unicast' || SPECIAL_RANGES.some((special) => contains(special, address)))
    return 'special';
  return 'public';
}

/** The addresses of this machine's own interfaces, where a server listening on 0.0.0.0 answers. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const info of list ?? [])
      own.add(normalize(ipaddr.parse(info.address.split('%')[0]!)).toString());
  return own;
}

/**
 * Decides which hosts a run may reach (docs/decisions/014-a-network-policy-for-runs.md): only http
 * and https; never cloud metadata or link-local addresses, never Scout's own server, database or
 * Redis; loopback, private and special ranges only when allowed. A host name is judged by every
 * address it resolves to, so a public name that resolves to a private address is refused.
 */
export class NetworkPolicy {
  private readonly ranges: Range[];
  private readonly names: string[];
  private readonly own = ownAddresses();
  private readonly resolved = new Map<string, Promise<Address[]>>();
  private readonly endpoints: Array<
    Promise<{
      name: string;
      port: number;
      addresses?: Set<string>;
      openPaths?: readonly string[];
    }>
  >;

  /** Throws when an allowed entry is not a network, an address or a host name. `lookUp` finds a
   *  name's addresses (the system's resolver; tests stand in a DNS that answers what they need). */
  constructor(
    rules: NetworkRules = {},
    private readonly lookUp: (name: string) => Promise<string[]> = lookUpAll,
  ) {
    const { ranges, names, problems } = parseAllowedNetworks(rules.allowedNetworks ?? []);
    if (problems.length > 0)
      throw new Error(`${ALLOWED_NETWORKS_SETTING} is not valid: ${problems.join('; ')}`);
    this.ranges = ranges;
    this.names = names;
    this.endpoints = (rules.protectedEndpoints ?? []).map((endpoint) =>
      this.resolveEndpoint(endpoint),
    );
  }

  /** An endpoint of this machine is protected on all its addresses (0.0.0.0 listens on each). */
  private async resolveEndpoint(endpoint: ProtectedEndpoint) {
    const { name, port, openPaths } = endpoint;
    if (!endpoint.host) return { name, port, openPaths };
    const addresses = await this.resolve(endpoint.host).catch(() => [] as Address[]);
    if (addresses.length === 0 || addresses.some((a) => this.isLocal(a)))
      return { name, port, openPaths };
    return { name, port, openPaths, addresses: new Set(addresses.map((a) => a.toString())) };
  }

  private isLocal(address: Address): boolean {
    return (
      address.range() === 'loopback' ||
      address.range() === 'unspecified' ||
      this.own.has(address.toString())
    );
  }

  /** Whether the run may open `url`: its scheme first, then its host and port. */
  async checkUrl(url: string): Promise<NetworkVerdict> {
    const notWeb = nonWebUrlProblem(url);
    if (notWeb) return { ok: false, blocked: notWeb };
    const parsed = new URL(url);
    const port = Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80);
    return this.checkHost(parsed.hostname, port, url, parsed.pathname);
  }

  /** Whether the run may connect to `host` (a name, an address, or a [bracketed] IPv6 address)
   *  on `port`; `shown` is how the message names the request. `path` (a GET's, as the URL parser
   *  normalised it) may open a protected endpoint's open paths; a tunnel has none. */
  async checkHost(
    host: string,
    port: number,
    shown: string,
    path?: string,
  ): Promise<NetworkVerdict> {
    const name = bareName(host.replace(/^\[(.*)\]$/, '$1'));
    const refuse = (why: string, address?: Address) =>
      ({
        ok: false,
        blocked: `Scout blocked a request to ${shortUrl(shown)}${address && address.toString() !== name ? ` (${address.toString()})` : ''}: ${why}`,
      }) as const;
    if (NEVER_NAMES.has(name)) return refuse(WHY.never);
    let addresses: Address[];
    try {
      addresses = await this.resolve(name);
    } catch {
      return { ok: false, unreachable: `${name} could not be found` };
    }
    const isAllowedName = this.names.some(
      (allowed) =>
        name === allowed || (allowed.startsWith('*.') && name.endsWith(allowed.slice(1))),
    );
    for (const address of addresses) {
      const kind = classify(address);
      if (kind === 'never') return refuse(WHY.never, address);
      const endpoint = await this.protectedEndpoint(address, port);
      if (endpoint && path !== undefined && endpoint.openPaths?.some((p) => path.startsWith(p)))
        continue;
      if (endpoint) return refuse(`it is ${endpoint.name}, which tests may never reach`, address);
      if (kind === 'public' || isAllowedName) continue;
      if (this.ranges.some((range) => contains(range, address))) continue;
      return refuse(
        `${WHY[kind]}. An administrator can allow them with ${ALLOWED_NETWORKS_SETTING}.`,
        address,
      );
    }
    // IPv4 first: the connection goes to an address checked here, not to a fresh lookup.
    const sorted = [...addresses].sort((a, b) =>
      a.kind() === b.kind() ? 0 : a.kind() === 'ipv4' ? -1 : 1,
    );
    return { ok: true, addresses: sorted.map((a) => a.toString()) };
  }

  private async protectedEndpoint(
    address: Address,
    port: number,
  ): Promise<{ name: string; openPaths?: readonly string[] } | undefined> {
    for (const pending of this.endpoints) {
      const endpoint = await pending;
      if (endpoint.port !== port) continue;
      const hit = endpoint.addresses
        ? endpoint.addresses.has(address.toString())
        : this.isLocal(address);
      if (hit) return endpoint;
    }
    return undefined;
  }

  /** Every address `name` stands for (an address literal stands for itself). */
  private async resolve(name: string): Promise<Address[]> {
    if (ipaddr.isValid(name)) return [normalize(ipaddr.parse(name))];
    // Chromium answers these itself, whatever DNS says (RFC 6761).
    if (name === 'localhost' || name.endsWith('.localhost'))
      return [ipaddr.parse('127.0.0.1'), ipaddr.parse('::1')];
    // Once per name and run: fewer lookups, and a name cannot change its answer mid-run.
    let found = this.resolved.get(name);
    if (!found) {
      found = this.lookUp(name).then((list) => {
        if (list.length === 0) throw new Error(`${name} has no address`);
        return list.map((address) => normalize(ipaddr.parse(address.split('%')[0]!)));
      });
      this.resolved.set(name, found);
      found.catch(() => this.resolved.delete(name));
    }
    return found;
  }
}

async function lookUpAll(name: string): Promise<string[]> {
  const found = await lookup(name, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

function shortUrl(url: string): string {
  return url.length > 100 ? `${url.slice(0, 97)}…` : url;
}
