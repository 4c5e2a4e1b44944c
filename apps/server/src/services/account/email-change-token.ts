import { createHmac, randomBytes } from 'node:crypto';
import { and, like } from 'drizzle-orm';
import { verifications } from '../../db/schema.js';

/** How long an email change link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const IDENTIFIER_PREFIX = 'email-change:';

/** A new token: the link carries `token`, the database only `identifier` (its HMAC). */
export function createEmailChangeToken(tokensKey: string) {
  const token = randomBytes(32).toString('base64url');
  return { token, identifier: emailChangeIdentifier(tokensKey, token) };
}

export function emailChangeIdentifier(tokensKey: string, token: string) {
  return `${IDENTIFIER_PREFIX}${createHmac('sha256', tokensKey).update(token).digest('base64url')}`;
}

/** The row's value: the account and the address it asked for (user ids hold no colon). */
export const emailChangeValue = (userId: string, newEmail: string) => `${userId}:${newEmail}`;

export function parseEmailChangeValue(value: string) {
  const at = value.indexOf(':');
  return { userId: value.slice(0, at), newEmail: value.slice(at + 1) };
}

/** The verifications rows of `userId`'s email change links. */
export function emailChangesOf(userId: string) {
  return and(
    like(verifications.identifier, `${IDENTIFIER_PREFIX}%`),
    like(verifications.value, `${userId}:%`),
  );
}
