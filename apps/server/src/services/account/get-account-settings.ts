import { and, desc, eq, gt } from 'drizzle-orm';
import type { AccountSettings } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { users, verifications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { emailChangesOf, parseEmailChangeValue } from './email-change-token.js';

/** The name and email of `userId`, and the address waiting for its confirmation link, if any. */
export async function getAccountSettings(deps: AppDeps, userId: string): Promise<AccountSettings> {
  const { db } = deps.database;
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'You must be signed in.');
  const [pending] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(emailChangesOf(userId), gt(verifications.expiresAt, new Date())))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return {
    name: user.name,
    email: user.email,
    pendingEmail: pending ? parseEmailChangeValue(pending.value).newEmail : null,
  };
}
