import { desc, eq, sql } from 'drizzle-orm';
import type { AdminBetaApplicationList, BetaStatus } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { betaApplications } from '../../db/schema.js';
import { toAdminBetaApplication } from './to-admin-beta-application.js';

/** Every application, newest first (or those with one status), and counts by status of all. */
export async function listBetaApplications(
  db: Database,
  status?: BetaStatus,
): Promise<AdminBetaApplicationList> {
  const rows = await db
    .select()
    .from(betaApplications)
    .where(status ? eq(betaApplications.status, status) : undefined)
    .orderBy(desc(betaApplications.createdAt));
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${betaApplications.status} = 'pending')::int`,
      reviewed: sql<number>`count(*) filter (where ${betaApplications.status} = 'reviewed')::int`,
      approved: sql<number>`count(*) filter (where ${betaApplications.status} = 'approved')::int`,
    })
    .from(betaApplications);
  return { items: rows.map(toAdminBetaApplication), stats: stats! };
}
