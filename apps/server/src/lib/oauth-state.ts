import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a GitHub sign-in may take between Connect and the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * The OAuth `state`: a time, a nonce and an HMAC binding both to the session that pressed
 * Connect. Any server can check it (nothing is stored), a callback opened in another session or
 * after ten minutes is refused, and nobody can forge one without the server's secret.
 */
export function createOAuthState(secret: string, sessionId: string, now = Date.now()): string {
  const issued = now.toString(36);
  const nonce = randomBytes(16).toString('base64url');
  return `${issued}.${nonce}.${sign(secret, sessionId, issued, nonce)}`;
}

export function isValidOAuthState(
  secret: string,
  sessionId: string,
  state: string,
  now = Date.now(),
): boolean {
  const [issued, nonce, sig, ...rest] = state.split('.');
  if (!issued || !nonce || !sig || rest.length > 0) return false;
  const issuedAt = parseInt(issued, 36);
  if (!Number.isFinite(issuedAt) || issuedAt > now || now - issuedAt > OAUTH_STATE_TTL_MS)
    return false;
  const expected = Buffer.from(sign(secret, sessionId, issued, nonce));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, sessionId: string, issued: string, nonce: string) {
  // A key of its own for this purpose, so the signature means nothing anywhere else.
  const key = createHmac('sha256', secret).update('scout:github-oauth-state').digest();
  return createHmac('sha256', key).update(`${sessionId}.${issued}.${nonce}`).digest('base64url');
}
