import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { betaApplications } from '../../db/schema.js';
import { accessCodeEmail } from './access-code-email.js';

type Application = typeof betaApplications.$inferSelect;

/**
 * Emails an approved applicant their access code, at most once per claim: the send is claimed by
 * a conditional UPDATE of code_sent_at, so of two approvals (a double click, two admins) only the
 * one whose UPDATE matched sends; PostgreSQL re-checks the condition after the first commits.
 * `previousSentAt` is what the caller saw: null on approval (never sent), the shown time on a
 * resend. A failed send puts the previous value back, so the admin can try again.
 * Returns the row after the claim, or null when another request (or the row's state) won.
 */
export async function sendAccessCode(
  deps: AppDeps,
  id: string,
  origin: string,
  previousSentAt: Date | null,
): Promise<Application | null> {
  const { db } = deps.database;
  const sentAt = new Date();
  const [claimed] = await db
    .update(betaApplications)
    .set({ codeSentAt: sentAt })
    .where(
      and(
        eq(betaApplications.id, id),
        eq(betaApplications.status, 'approved'),
        eq(betaApplications.codeUsed, false),
        sentAtIs(previousSentAt),
      ),
    )
    .returning();
  if (!claimed) return null;
  try {
    await deps.mailer.send(accessCodeEmail(claimed, origin));
  } catch (error) {
    await db
      .update(betaApplications)
      .set({ codeSentAt: previousSentAt })
      .where(and(eq(betaApplications.id, id), eq(betaApplications.codeSentAt, sentAt)));
    throw error;
  }
  return claimed;
}

function sentAtIs(value: Date | null): SQL {
  return value === null
    ? isNull(betaApplications.codeSentAt)
    : eq(betaApplications.codeSentAt, value);
}
