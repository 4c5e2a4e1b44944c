import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBetaApplicationList, AdminBetaListQuery } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { betaApplications } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { pageIds } from '../../lib/page-ids.js';
import { toAdminBetaApplication } from './to-admin-beta-application.js';

/**
 * One page of applications, newest first (those with one status, or whose email or company
 * contains `search`), and counts by status of every application for the stat cards.
 */
export async function listBetaApplications(
  db: Database,
  query: AdminBetaListQuery,
): Promise<AdminBetaApplicationList> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(betaApplications.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(ilike(betaApplications.email, pattern), ilike(betaApplications.companyName, pattern))!,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const ids = pageIds(db, betaApplications, where, query);
  const [rows, [total], [stats]] = await Promise.all([
    db
      .select({ row: betaApplications })
      .from(betaApplications)
      .innerJoin(ids, eq(betaApplications.id, ids.pageId))
      .orderBy(desc(betaApplications.createdAt), desc(betaApplications.id)),
    db.select({ n: count() }).from(betaApplications).where(where),
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${betaApplications.status} = 'pending')::int`,
        reviewed: sql<number>`count(*) filter (where ${betaApplications.status} = 'reviewed')::int`,
        approved: sql<number>`count(*) filter (where ${betaApplications.status} = 'approved')::int`,
      })
      .from(betaApplications),
  ]);
  return {
    items: rows.map((r) => toAdminBetaApplication(r.row)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    stats: stats!,
  };
}
