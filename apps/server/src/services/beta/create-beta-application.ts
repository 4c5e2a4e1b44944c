import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  BETA_MESSAGES,
  type BetaApplicationCreated,
  type CreateBetaApplication,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import { betaApplications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** Unambiguous characters only: codes are typed by hand from an email. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateAccessCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `SCOUT-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * Stores an application with a fresh access code (shown only to admins and in the approval email).
 * One application per email, whatever its case: emails arrive lowercased, so the unique index
 * holds, and the lower() check also catches rows written before that.
 */
export async function createBetaApplication(
  db: Database,
  input: CreateBetaApplication,
): Promise<BetaApplicationCreated> {
  const [existing] = await db
    .select({ id: betaApplications.id })
    .from(betaApplications)
    .where(sql`lower(${betaApplications.email}) = ${input.email}`)
    .limit(1);
  if (existing) throw new AppError('CONFLICT', BETA_MESSAGES.alreadySubmittedTitle);
  const types = input.applicationTypes.map((t) =>
    t === 'Other' && input.otherApplicationType ? `Other: ${input.otherApplicationType}` : t,
  );
  const rows = await db
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
  if (rows.length === 0) throw new AppError('CONFLICT', BETA_MESSAGES.alreadySubmittedTitle);
  return { id: rows[0]!.id, email: input.email };
}
