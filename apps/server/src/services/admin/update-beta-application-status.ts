import { eq } from 'drizzle-orm';
import type { BetaStatus, CodeEmailOutcome, UpdateBetaStatusResponse } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { betaApplications } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { sendAccessCode } from './send-access-code.js';
import { toAdminBetaApplication } from './to-admin-beta-application.js';

/**
 * An admin may set any status from any other. Becoming approved emails the access code the first
 * time only: approving again, or after a step back to pending, sends nothing more (the panel's
 * 'Resend access code' does). A failed email does not undo the approval; the answer says so.
 */
export async function updateBetaApplicationStatus(
  deps: AppDeps,
  id: string,
  status: BetaStatus,
  origin: string,
): Promise<UpdateBetaStatusResponse> {
  const { db } = deps.database;
  const [row] = await db
    .update(betaApplications)
    .set({ status })
    .where(eq(betaApplications.id, id))
    .returning();
  if (!row) throw notFound('Beta application not found');
  const answer = (r: typeof row, codeEmail: CodeEmailOutcome) => ({
    ...toAdminBetaApplication(r),
    code_email: codeEmail,
  });
  if (status !== 'approved' || row.codeUsed) return answer(row, 'not_sent');
  if (row.codeSentAt) return answer(row, 'already_sent');
  try {
    const claimed = await sendAccessCode(deps, id, origin, null);
    if (claimed) return answer(claimed, 'sent');
  } catch (error) {
    deps.logger.error({ err: error, applicationId: id }, 'could not send the access code email');
    return answer(await reread(deps, id, row), 'failed');
  }
  // Another request claimed the send between our update and our claim.
  const now = await reread(deps, id, row);
  return answer(now, now.codeSentAt ? 'already_sent' : 'not_sent');
}

async function reread(deps: AppDeps, id: string, fallback: typeof betaApplications.$inferSelect) {
  const [row] = await deps.database.db
    .select()
    .from(betaApplications)
    .where(eq(betaApplications.id, id));
  return row ?? fallback;
}
