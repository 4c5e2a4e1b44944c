import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestPasswordReset } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { users, verifications } from '../../db/schema.js';
import { createResetToken, RESET_TOKEN_TTL_MS } from './password-reset-token.js';

/**
 * Mails a one-time reset link valid for an hour when the email has an account; does nothing
 * otherwise. The caller answers the same either way, so the form tells no one who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, input: RequestPasswordReset) {
  const { db } = deps.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!user) return;
  const { token, identifier } = createResetToken(deps.keys.tokens);
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier,
    value: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send({
      to: input.email,
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
  } catch (error) {
    deps.logger.error({ err: error }, 'could not send the password reset email');
  }
}
