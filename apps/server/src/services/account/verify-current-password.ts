import { verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { accounts } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** Refuses, on the `currentPassword` field, a password that is not the account's own. */
export async function verifyCurrentPassword(deps: AppDeps, userId: string, password: string) {
  const [credential] = await deps.database.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  const isRight = credential?.hash ? await verify(credential.hash, password) : false;
  if (!isRight) {
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.currentPasswordWrong, undefined, {
      currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
}
