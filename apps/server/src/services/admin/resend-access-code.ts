import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminBetaApplication } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { betaApplications } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { sendAccessCode } from './send-access-code.js';
import { toAdminBetaApplication } from './to-admin-beta-application.js';

/**
 * 'Resend access code': sends again only if code_sent_at is still what the admin saw, so a
 * double click or two admins at once send one email, and the loser is told why.
 */
export async function resendAccessCode(
  deps: AppDeps,
  id: string,
  seenSentAt: string | null,
  origin: string,
): Promise<AdminBetaApplication> {
  let claimed;
  try {
    claimed = await sendAccessCode(deps, id, origin, seenSentAt ? new Date(seenSentAt) : null);
  } catch (error) {
    deps.logger.error({ err: error, applicationId: id }, 'could not resend the access code email');
    throw new AppError('INTERNAL', ADMIN_MESSAGES.codeSendFailed);
  }
  if (claimed) return toAdminBetaApplication(claimed);

  const [row] = await deps.database.db
    .select()
    .from(betaApplications)
    .where(eq(betaApplications.id, id));
  if (!row) throw notFound('Beta application not found');
  if (row.status !== 'approved') throw new AppError('CONFLICT', ADMIN_MESSAGES.codeNotApproved);
  if (row.codeUsed) throw new AppError('CONFLICT', ADMIN_MESSAGES.codeAlreadyUsed);
  throw new AppError('CONFLICT', ADMIN_MESSAGES.codeJustSent);
}
