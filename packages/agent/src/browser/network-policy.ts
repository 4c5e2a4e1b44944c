import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';
import {
  NEVER_NAMES,
  WHY,
  bareName,
  classify,
  contains,
  normalize,
  type Address,
} from './address-classes.js';
import {
  namesPort,
  parseAllowedNetworks,
  type AllowedName,
  type AllowedRange,
} from './allowed-networks.js';
import { readScoutInstancePorts } from './scout-instances.js';
import { serviceOnPort } from './service-ports.js';
import { nonWebUrlProblem } from './web-only.js';

export { parseAllowedNetworks } from './allowed-networks.js';

/** The header every Scout server's answers carry, so that a run's proxy knows one it has not found
 *  in the registry (one in a container, on another machine of an allowed network; decision 030). */
export const SCOUT_SERVER_HEADER = 'x-scout-server';

/** The setting (server and CLI environment) that lets runs reach loopback and private networks. */
export const ALLOWED_NETWORKS_SETTING = 'SCOUT_ALLOWED_NETWORKS';

/** An address no run may reach whatever is allowed: Scout's own server and its database. */
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

/** What a run may reach beyond the public internet (docs/decisions/014-a-network-policy-for-runs.md
 *  and 030-service-ports-and-other-scouts-stay-closed.md). */
export interface NetworkRules {
  /** CIDRs, addresses and host names (`*.corp.example` for a domain's hosts), each with a port if
   *  wanted (`127.0.0.1:5173`), an administrator allows: loopback, private and other special ranges
   *  are refused unless listed here. An entry without a port opens every port but well-known
   *  services' (service-ports.ts) and other Scout servers' on this machine. */
  allowedNetworks?: readonly string[];
  protectedEndpoints?: readonly ProtectedEndpoint[];
  /** The folder Scout servers on this machine register their ports in (scout-instances.ts);
   *  none: no other Scout is looked for. */
  scoutInstances?: string;
}

export type NetworkVerdict =
  /** `closedToScouts`: an address was let through by an entry without a port, which does not open
   *  another Scout: an answer that says it is Scout's (SCOUT_SERVER_HEADER) is refused. */
  | { ok: true; addresses: string[]; closedToScouts: boolean }
  | { ok: false; blocked: string }
  | { ok: false; unreachable: string };

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
 * and https; never cloud metadata or link-local addresses, never Scout's own server or database;
 * loopback, private and special ranges only when allowed, and there (or on this machine's public
 * address) well-known services' ports and other Scout servers only when allowed with their port
 * (decision 030). A host name is judged by every address it resolves to, so a public name that
 * resolves to a private address is refused.
 */
export class NetworkPolicy {
  private readonly ranges: AllowedRange[];
  private readonly names: AllowedName[];
  private readonly scoutInstances?: string;
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

  /** Throws when an allowed entry is not a network, an address or a host name (with a port). `lookUp` finds a
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
    this.scoutInstances = rules.scoutInstances;
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
    let closedToScouts = false;
    for (const address of addresses) {
      const kind = classify(address);
      if (kind === 'never') return refuse(WHY.never, address);
      const endpoint = await this.protectedEndpoint(address, port);
      if (endpoint && path !== undefined && endpoint.openPaths?.some((p) => path.startsWith(p)))
        continue;
      if (endpoint) return refuse(`it is ${endpoint.name}, which tests may never reach`, address);
      const local = this.isLocal(address);
      if (kind === 'public' && !local) continue;
      // The allowed entries that cover this address, or the name the page asked for.
      const covering = [
        ...this.ranges.filter((allowed) => contains(allowed.range, address)),
        ...this.names.filter((allowed) => namesMatch(allowed.name, name)),
      ];
      // Named with its port: what listens there is what the administrator means to test.
      if (covering.some((allowed) => namesPort(allowed.ports, port))) continue;
      if (kind !== 'public' && !covering.some((allowed) => !allowed.ports))
        return refuse(
          `${WHY[kind]}. An administrator can allow them with ${ALLOWED_NETWORKS_SETTING}.`,
          address,
        );
      // A whole network allowed (or this machine's public address) opens its ordinary ports only.
      const closed = await this.closedPort(port, local);
      if (closed)
        return refuse(
          `${closed}, which an allowed network does not open. An administrator who means it can name the port in ${ALLOWED_NETWORKS_SETTING} (${withPort(name, port)}).`,
          address,
        );
      closedToScouts = true;
    }
    // IPv4 first: the connection goes to an address checked here, not to a fresh lookup.
    const sorted = [...addresses].sort((a, b) =>
      a.kind() === b.kind() ? 0 : a.kind() === 'ipv4' ? -1 : 1,
    );
    return { ok: true, addresses: sorted.map((a) => a.toString()), closedToScouts };
  }

  /** Why `port` stays closed on an allowed network: a well-known service's, or another Scout
   *  server's on this machine (`local`); undefined for an ordinary port. */
  private async closedPort(port: number, local: boolean): Promise<string | undefined> {
    const service = serviceOnPort(port);
    if (service) return `port ${port} is ${service}'s`;
    if (!local || !this.scoutInstances) return undefined;
    const scouts = await readScoutInstancePorts(this.scoutInstances);
    return scouts.has(port) ? `it is another Scout server on this machine` : undefined;
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

function namesMatch(allowed: string, name: string): boolean {
  return name === allowed || (allowed.startsWith('*.') && name.endsWith(allowed.slice(1)));
}

/** How an entry that names this host and port is written (`[::1]:6379` for IPv6). */
function withPort(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function lookUpAll(name: string): Promise<string[]> {
  const found = await lookup(name, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

function shortUrl(url: string): string {
  return url.length > 100 ? `${url.slice(0, 97)}…` : url;
}
