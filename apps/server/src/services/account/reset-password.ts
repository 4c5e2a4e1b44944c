import { hash } from '@node-rs/argon2';
import { and, eq, gt } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type ResetPasswordRequest } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { accounts, sessions, verifications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { checkNewPassword } from './check-new-password.js';
import { resetTokenIdentifier, resetTokensOf } from './password-reset-token.js';

/**
 * Sets a new password from a reset link. The token is claimed by deleting its row, so it works
 * once even when two requests race; every other reset link of the user stops working too, and
 * every session of the user ends.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordRequest) {
  checkNewPassword(input.password);
  const { db } = deps.database;
  const identifier = resetTokenIdentifier(deps.keys.tokens, input.token);
  const [claimed] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .returning({ userId: verifications.value });
  if (!claimed) throw new AppError('VALIDATION', ACCOUNT_MESSAGES.resetLinkInvalid);

  const digest = await hash(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: digest, updatedAt: new Date() })
      .where(and(eq(accounts.userId, claimed.userId), eq(accounts.providerId, 'credential')));
    await tx.delete(verifications).where(resetTokensOf(claimed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
  });
}
