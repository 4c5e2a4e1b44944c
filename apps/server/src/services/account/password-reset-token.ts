import { createHmac, randomBytes } from 'node:crypto';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A new reset token: the link carries `token`, the database only `identifier` (its HMAC). */
export function createResetToken(tokensKey: string) {
  const token = randomBytes(32).toString('base64url');
  return { token, identifier: resetTokenIdentifier(tokensKey, token) };
}

/** The verifications row a token is stored under; the token itself is never stored. */
export function resetTokenIdentifier(tokensKey: string, token: string) {
  return `password-reset:${createHmac('sha256', tokensKey).update(token).digest('base64url')}`;
}
