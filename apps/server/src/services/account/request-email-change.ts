import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type ChangeEmailRequest, type SessionUser } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { users, verifications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import {
  createEmailChangeToken,
  EMAIL_CHANGE_TTL_MS,
  emailChangesOf,
  emailChangeValue,
} from './email-change-token.js';
import { verifyCurrentPassword } from './verify-current-password.js';

/**
 * Mails a confirmation link to the new address; the account's email changes only when it is
 * opened (confirm-email-change.ts). A new request replaces the account's older links.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: SessionUser,
  input: ChangeEmailRequest,
) {
  await verifyCurrentPassword(deps, user.id, input.currentPassword);
  if (input.newEmail === user.email) {
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.emailUnchanged, undefined, {
      newEmail: ACCOUNT_MESSAGES.emailUnchanged,
    });
  }
  const { db } = deps.database;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.newEmail));
  if (taken) {
    throw new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailInUse, undefined, {
      newEmail: ACCOUNT_MESSAGES.emailInUse,
    });
  }
  const { token, identifier } = createEmailChangeToken(deps.keys.tokens);
  await db.transaction(async (tx) => {
    // Requests of one account take turns, so only the newest link stays live.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx.delete(verifications).where(emailChangesOf(user.id));
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier,
      value: emailChangeValue(user.id, input.newEmail),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
  });
  const link = `${deps.config.publicUrl}/auth/confirm-email-change?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: input.newEmail,
    subject: 'Confirm your new email for Scout',
    link,
    text: [
      `Someone asked to change the email of the Scout account ${user.email} to this address.`,
      '',
      'Confirm the change here:',
      link,
      '',
      'The link is valid for 24 hours. If you did not ask for it, ignore this email.',
    ].join('\n'),
    html: `<p>Someone asked to change the email of the Scout account ${escapeHtml(user.email)} to this address.</p><p><a href="${link}">Confirm my new email</a></p><p>The link is valid for 24 hours. If you did not ask for it, ignore this email.</p>`,
  });
  return { message: ACCOUNT_MESSAGES.emailChangeSent };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
