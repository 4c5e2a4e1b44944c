import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { accounts, userRoles, users } from '../../db/schema.js';

export const GENERATED_ADMIN_EMAIL = 'admin@scout.local';

/**
 * With SCOUT_ADMIN_EMAIL/PASSWORD: that account exists, is confirmed, has that password and is
 * admin. Without them: when no admin exists yet (a fresh data directory), one is created with a
 * random password, printed once.
 */
export async function ensureAdmin(
  deps: AppDeps,
): Promise<{ email: string; password?: string } | null> {
  const { db } = deps.database;
  const configured = deps.config.admin;
  if (configured) {
    const userId = await upsertConfirmedUser(deps, configured.email, configured.password);
    await grantAdmin(deps, userId);
    return { email: configured.email };
  }
  const [anyAdmin] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .limit(1);
  if (anyAdmin) return null;
  const password = randomBytes(12).toString('base64url');
  const userId = await upsertConfirmedUser(deps, GENERATED_ADMIN_EMAIL, password);
  await grantAdmin(deps, userId);
  return { email: GENERATED_ADMIN_EMAIL, password };
}

async function upsertConfirmedUser(
  deps: AppDeps,
  email: string,
  password: string,
): Promise<string> {
  const { db } = deps.database;
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) {
    const created = await deps.auth.api.signUpEmail({ body: { email, password, name: email } });
    user = { id: created.user.id };
  } else {
    await db
      .update(accounts)
      .set({ password: await hash(password), updatedAt: new Date() })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
  }
  // The configured admin is the way back in: confirmed, and never left disabled.
  await db
    .update(users)
    .set({ emailVerified: true, disabledAt: null })
    .where(eq(users.id, user.id));
  return user.id;
}

async function grantAdmin(deps: AppDeps, userId: string) {
  await deps.database.db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
}
