import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { verifications } from '../../db/schema.js';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const IDENTIFIER_PREFIX = 'password-reset:';

/** A new reset token: the link carries `token`, the database only `identifier` (its HMAC). */
export function createResetToken(tokensKey: string) {
  const token = randomBytes(32).toString('base64url');
  return { token, identifier: resetTokenIdentifier(tokensKey, token) };
}

/** The verifications row a token is stored under; the token itself is never stored. */
export function resetTokenIdentifier(tokensKey: string, token: string) {
  return `${IDENTIFIER_PREFIX}${createHmac('sha256', tokensKey).update(token).digest('base64url')}`;
}

/** The verifications rows of every reset link of `userId`, used or not. */
export function resetTokensOf(userId: string) {
  return and(
    eq(verifications.value, userId),
    like(verifications.identifier, `${IDENTIFIER_PREFIX}%`),
  );
}
