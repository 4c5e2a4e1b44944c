import { eq } from 'drizzle-orm';
import type { AdminBetaApplication, BetaStatus } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { betaApplications } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { toAdminBetaApplication } from './to-admin-beta-application.js';

/** An admin may set any status from any other. */
export async function updateBetaApplicationStatus(
  db: Database,
  id: string,
  status: BetaStatus,
): Promise<AdminBetaApplication> {
  const [row] = await db
    .update(betaApplications)
    .set({ status })
    .where(eq(betaApplications.id, id))
    .returning();
  if (!row) throw notFound('Beta application not found');
  return toAdminBetaApplication(row);
}
