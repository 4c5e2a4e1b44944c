import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from Scout's own pages: a cross-site Origin or
 * Sec-Fetch-Site is refused even though the session cookie is SameSite=Lax.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite === 'cross-site') throw forbidden();
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') {
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden();
    }
    if (host && originHost !== host) throw forbidden();
  }
  return next();
});

const forbidden = () => new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
