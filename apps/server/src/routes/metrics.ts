import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.js';
import { METRICS_CONTENT_TYPE } from '../lib/metrics.js';
import { readMetrics } from '../services/metrics/read-metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(c: Context, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/**
 * GET /metrics for Prometheus (docs/metrics.md): off (404) unless SCOUT_METRICS_TOKEN is set,
 * then 401 without that bearer token.
 */
export async function metricsRoute(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const token = deps.config.metricsToken;
  if (!token) return c.text('Metrics are off: set SCOUT_METRICS_TOKEN to turn them on.\n', 404);
  if (!hasToken(c, token)) {
    c.header('www-authenticate', 'Bearer realm="scout-metrics"');
    return c.text('Unauthorized\n', 401);
  }
  c.header('cache-control', 'no-store');
  return c.body(await readMetrics(deps), 200, { 'content-type': METRICS_CONTENT_TYPE });
}

/**
 * Counts each answered request by method, route pattern (`/api/v1/runs/:id`, never the ids) and
 * status. Requests no route matched count under the catch-all that answered them.
 */
export function countRequests(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      deps.metrics.httpRequests.inc({
        method: c.req.method,
        route: c.req.routePath,
        status: String(c.res.status),
      });
    }
  };
}
