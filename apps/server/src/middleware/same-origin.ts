import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from Scout's own pages: a cross-site Origin or
 * Sec-Fetch-Site is refused even though the session cookie is SameSite=Lax, and so is
 * `Origin: null` (sandboxed frames, data: and file: pages). Their bodies must be JSON: a form
 * post (text/plain, urlencoded, multipart) is what a cross-site page can send without asking,
 * so it is answered 415 — Scout has no form-posting route.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite === 'cross-site') throw forbidden();
  const origin = c.req.header('origin');
  if (origin === 'null') throw forbidden();
  if (origin) {
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden();
    }
    if (host && originHost !== host) throw forbidden();
  }
  if (!isJsonOrEmpty(c.req.raw)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Requests must send their data as JSON.');
  }
  return next();
});

function isJsonOrEmpty(request: Request): boolean {
  const type = request.headers.get('content-type');
  if (type) return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());
  const length = request.headers.get('content-length');
  const hasBody = (length !== null && length !== '0') || request.headers.has('transfer-encoding');
  return !hasBody;
}

const forbidden = () => new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
