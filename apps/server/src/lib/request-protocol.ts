import type { Context } from 'hono';

/**
 * True when the request reached Scout over https: directly, or — behind a reverse proxy that
 * SCOUT_TRUST_PROXY vouches for — as the proxy's last X-Forwarded-Proto entry says. Without
 * that trust the header is whatever the client sent, and ignored.
 */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return forwarded === 'https';
}
