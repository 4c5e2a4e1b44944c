import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../context.js';
import { isHttpsRequest } from '../lib/request-protocol.js';

/**
 * Scripts only from Scout's own origin, no framing, no sniffing. Styles allow 'unsafe-inline'
 * because the UI libraries set style attributes (Radix positions its popovers that way);
 * images allow data: and blob: for screenshots and generated previews.
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Set below, and only over https: over plain http a browser ignores it anyway, and a
  // misconfigured proxy must not pin a host to https it cannot serve.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
});

/** Security headers on every response; HSTS and `Secure` cookies when the request was https. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await headers(c, next);
  if (!isHttpsRequest(c, c.get('deps').config.trustProxy)) return;
  c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  const cookies = c.res.headers.getSetCookie();
  if (cookies.length === 0 || cookies.every((cookie) => /;\s*secure\s*(;|$)/i.test(cookie))) return;
  c.res.headers.delete('set-cookie');
  for (const cookie of cookies) {
    c.res.headers.append(
      'set-cookie',
      /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`,
    );
  }
});
