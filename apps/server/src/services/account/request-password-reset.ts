import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestPasswordReset } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { users, verifications } from '../../db/schema.js';
import { createResetToken, RESET_TOKEN_TTL_MS, resetTokensOf } from './password-reset-token.js';

/**
 * Starts a password reset and returns before any of it is done, so the caller answers at once
 * and the same for every email: neither the answer nor its timing tells who has an account (the
 * lookup, the database write and the mail, which only a known email gets, come after the answer).
 * A failure is logged.
 */
export function requestPasswordReset(deps: AppDeps, input: RequestPasswordReset): void {
  // On the next turn of the event loop: the embedded database runs on this thread, and its work
  // for a known email must not run before the answer is on its way.
  setImmediate(() => {
    sendResetLink(deps, input.email).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'could not send the password reset email');
    });
  });
}

/**
 * Mails a one-time reset link valid for an hour when `email` has an account; does nothing
 * otherwise. The new link replaces every older one of the account, used or not.
 */
async function sendResetLink(deps: AppDeps, email: string) {
  // Made for every email, known or not: the same work either way.
  const { token, identifier } = createResetToken(deps.keys.tokens);
  const { db } = deps.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  await db.transaction(async (tx) => {
    // Requests for one account take turns: two at once would each delete the older links before
    // the other's was committed, and both links would stay live.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx.delete(verifications).where(resetTokensOf(user.id));
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier,
      value: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: email,
    subject: 'Reset your Scout password',
    link,
    text: [
      'Someone asked to reset the password of your Scout account.',
      '',
      'Choose a new password here:',
      link,
      '',
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this email:',
      'your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your Scout account.</p><p><a href="${link}">Choose a new password</a></p><p>The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays as it is.</p>`,
  });
}
