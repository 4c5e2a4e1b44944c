import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from. Behind a reverse proxy (SCOUT_TRUST_PROXY=true) that is the
 * last X-Forwarded-For entry, the one the proxy itself added; earlier entries are whatever the
 * client sent and prove nothing. Requests with no socket (in-process tests) count as 'unknown'.
 */
export function getClientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
