import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_DISABLED_MESSAGE, API_KEY_MESSAGES } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { users } from '../db/schema.js';
import { getClientAddress } from '../lib/client-address.js';
import { AppError } from '../lib/errors.js';
import { findKeyOwner } from '../services/api-keys/api-keys.js';
import { throwIfRefused } from './limit-submissions.js';
import { toSessionUser } from './session.js';

/**
 * `Authorization: Bearer <key>` for /api/v1: the key's owner becomes the request's user, so
 * every service applies the same ownership checks and plan limits as for a session. A missing,
 * wrong or revoked key answers 401; wrong keys from one address are counted, and past the
 * limit answered 429 before any lookup.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const { database, config, limiters } = c.get('deps');
  const address = getClientAddress(c, config.trustProxy);
  throwIfRefused(c, limiters.apiKeys.check(address), 'Too many requests with a wrong API key.');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  const userId = match ? await findKeyOwner(database.db, match[1]!) : null;
  const [user] = userId
    ? await database.db
        .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  if (!user) {
    limiters.apiKeys.record(address);
    c.header('WWW-Authenticate', 'Bearer');
    throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalid);
  }
  // A disabled account's keys are refused with the reason (a wrong key is not counted here).
  if (user.disabledAt) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED_MESSAGE);
  c.set('user', await toSessionUser(c.get('deps'), user));
  c.set('sessionExpiresAt', null);
  c.set('sessionId', null);
  await next();
});
