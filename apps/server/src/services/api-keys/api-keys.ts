import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  API_KEY_PATTERN,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { apiKeys } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';

/** How much of a key the list shows: `scout_` and four characters. */
const PREFIX_LENGTH = 10;

/** Only this is stored: a key is 240 random bits, so a fast hash is enough (no salt, no KDF). */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `scout_` and 40 url-safe characters (30 random bytes in base64url). */
export function generateApiKey(): string {
  return `scout_${randomBytes(30).toString('base64url')}`;
}

type KeyRow = typeof apiKeys.$inferSelect;

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new key for the user; the only time the key itself is returned. */
export async function createApiKey(
  db: Executor,
  userId: string,
  { name }: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name: name.trim(),
      prefix: key.slice(0, PREFIX_LENGTH),
      keyHash: hashApiKey(key),
    })
    .returning();
  return { ...toApiKey(row!), key };
}

/** The user's keys that still work, newest first. */
export async function listApiKeys(db: Executor, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** Revokes one of the user's keys; from the commit on, the key is refused. */
export async function revokeApiKey(db: Executor, userId: string, id: string): Promise<void> {
  const keyId = recordId(id, API_KEY_MESSAGES.notFound);
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw notFound(API_KEY_MESSAGES.notFound);
}

/**
 * The owner of a key that is not revoked, or null. Marks it used (at most once a minute, so a
 * busy CI job does not write on every request).
 */
export async function findKeyOwner(db: Executor, key: string): Promise<string | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  return row.userId;
}
