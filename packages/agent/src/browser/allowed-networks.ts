import ipaddr from 'ipaddr.js';
import {
  NEVER_NAMES,
  NEVER_RANGES,
  WHY,
  bareName,
  contains,
  type Range,
} from './address-classes.js';

/** Ports an entry names: one port is a range of one. None: every port but well-known services'. */
export type PortRange = readonly [low: number, high: number];
export interface AllowedRange {
  range: Range;
  ports?: PortRange;
}
export interface AllowedName {
  /** A host name, or `*.domain` for a domain's hosts. */
  name: string;
  ports?: PortRange;
}

const HOST_NAME =
  /^(\*\.)?([a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/i;
const SYNTAX =
  'a network (10.0.0.0/8), an address or a host name, with a port if wanted (127.0.0.1:5173, [::1]:8080, 10.0.0.0/8:443, app.internal:8000-8099)';

/**
 * Reads `SCOUT_ALLOWED_NETWORKS`-style entries; `problems` names each entry that is not one.
 * An entry is a target with an optional port or port range after a colon; an IPv6 address or
 * network takes its port in brackets (`[::1]:8080`, `[fd00::/8]:443`), since `::1` alone is bare.
 */
export function parseAllowedNetworks(entries: readonly string[]): {
  ranges: AllowedRange[];
  names: AllowedName[];
  problems: string[];
} {
  const ranges: AllowedRange[] = [];
  const names: AllowedName[] = [];
  const problems: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const { target, portText } = splitPort(entry);
    const range = parseRange(target);
    const name = !range && HOST_NAME.test(target) && !/^[\d.]+$/.test(target);
    // A port is digits (and a dash): `http://10.0.0.1/` is a URL, not a host and a port.
    if ((!range && !name) || (portText !== undefined && !/^[\d\s-]*$/.test(portText))) {
      problems.push(`“${entry}” is not ${SYNTAX}`);
      continue;
    }
    const ports = portText === undefined ? undefined : parsePorts(portText);
    if (ports === null) {
      problems.push(
        `“${entry}”: “${portText}” is not a port (1 to 65535) or a port range (8000-8099)`,
      );
    } else if (range) {
      if (NEVER_RANGES.some((never) => contains(never, range[0]) && range[1] >= never[1]))
        problems.push(`“${entry}”: ${WHY.never}`);
      else ranges.push({ range, ...(ports && { ports }) });
    } else if (NEVER_NAMES.has(bareName(target))) {
      problems.push(`“${entry}”: ${WHY.never}`);
    } else {
      names.push({ name: bareName(target), ...(ports && { ports }) });
    }
  }
  return { ranges, names, problems };
}

/** `[v6]:port`, `target:port` (one colon) or a bare target (none, or an IPv6 address's many). */
function splitPort(entry: string): { target: string; portText?: string } {
  const bracketed = /^\[([^\]]*)\](?::(.*))?$/.exec(entry);
  if (bracketed) return { target: bracketed[1]!, portText: bracketed[2] };
  const colons = entry.split(':').length - 1;
  if (colons !== 1) return { target: entry };
  const at = entry.indexOf(':');
  return { target: entry.slice(0, at), portText: entry.slice(at + 1) };
}

/** A port or `low-high`; null when it is neither. */
function parsePorts(text: string): PortRange | null {
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text.trim());
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2] ?? match[1]);
  return low >= 1 && high <= 65535 && low <= high ? [low, high] : null;
}

function parseRange(entry: string): Range | undefined {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
}

/** Whether `port` is one an entry's ports name. */
export function namesPort(ports: PortRange | undefined, port: number): boolean {
  return ports !== undefined && port >= ports[0] && port <= ports[1];
}
