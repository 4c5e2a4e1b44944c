import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { BetaApplicationCreated, CreateBetaApplication } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { betaApplications } from '../../db/schema.js';

/** Unambiguous characters only: codes are typed by hand from an email. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateAccessCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `SCOUT-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * Stores an application with a fresh access code (shown only to admins and in the approval email)
 * unless the email has applied before, and answers the same either way: a different answer would
 * tell anyone who has applied (decision 027). Both cases run the same two statements: the insert,
 * a no-op for an email already stored, then the count of applications with that email in any
 * case, which catches rows written before emails were lowercased; the new row yields to those.
 */
export async function createBetaApplication(
  db: Database,
  input: CreateBetaApplication,
): Promise<BetaApplicationCreated> {
  const types = input.applicationTypes.map((t) =>
    t === 'Other' && input.otherApplicationType ? `Other: ${input.otherApplicationType}` : t,
  );
  const [inserted] = await db
    .insert(betaApplications)
    .values({
      email: input.email,
      accessCode: generateAccessCode(),
      companyName: input.companyName,
      role: input.role,
      companySize: input.companySize,
      applicationTypes: types,
      currentTestingProcess: input.currentTestingProcess ?? null,
      expectedVolume: input.expectedVolume ?? null,
      interestedFeatures: input.interestedFeatures,
      additionalInformation: input.additionalInformation ?? null,
    })
    .onConflictDoNothing({ target: betaApplications.email })
    .returning({ id: betaApplications.id });
  const [same] = await db
    .select({ count: count() })
    .from(betaApplications)
    .where(sql`lower(${betaApplications.email}) = ${input.email}`);
  if (inserted && same!.count > 1) {
    await db.delete(betaApplications).where(eq(betaApplications.id, inserted.id));
  }
  return { email: input.email };
}
