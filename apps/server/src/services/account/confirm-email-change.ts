import { and, eq, gt } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type ConfirmEmailChangeRequest } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { profiles, users, verifications } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { emailChangeIdentifier, parseEmailChangeValue } from './email-change-token.js';
import { escapeHtml } from './request-email-change.js';

/**
 * Applies an email change from its link: the link works once, and the old address is told.
 * The token alone proves the new address, so no session is needed (the link may be opened in
 * another browser).
 */
export async function confirmEmailChange(deps: AppDeps, input: ConfirmEmailChangeRequest) {
  const identifier = emailChangeIdentifier(deps.keys.tokens, input.token);
  const invalid = () =>
    new AppError('VERIFICATION_FAILED', ACCOUNT_MESSAGES.emailChangeLinkInvalid);
  const change = await deps.database.db
    .transaction(async (tx) => {
      const [row] = await tx
        .delete(verifications)
        .where(
          and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())),
        )
        .returning({ value: verifications.value });
      if (!row) return null;
      const { userId, newEmail } = parseEmailChangeValue(row.value);
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!before) return null;
      await tx
        .update(users)
        .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tx.update(profiles).set({ email: newEmail }).where(eq(profiles.id, userId));
      return { oldEmail: before.email, newEmail };
    })
    .catch((error: unknown) => {
      // Someone took the address between the request and its confirmation.
      if (isUniqueViolation(error, 'users_email_unique'))
        throw new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailInUse);
      throw error;
    });
  if (!change) throw invalid();
  try {
    await deps.mailer.send({
      to: change.oldEmail,
      subject: 'Your Scout email was changed',
      text: [
        `The email of your Scout account was changed from ${change.oldEmail} to ${change.newEmail}.`,
        '',
        'If you did not make this change, contact us at once.',
      ].join('\n'),
      html: `<p>The email of your Scout account was changed from ${escapeHtml(change.oldEmail)} to ${escapeHtml(change.newEmail)}.</p><p>If you did not make this change, contact us at once.</p>`,
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not tell the old address of an email change');
  }
  return { message: ACCOUNT_MESSAGES.emailChanged };
}
