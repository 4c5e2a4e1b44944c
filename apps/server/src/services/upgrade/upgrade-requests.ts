import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type {
  AdminUpgradeListQuery,
  AdminUpgradeRequest,
  AdminUpgradeRequestList,
  ContactRequest,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import { upgradeRequests } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { pageIds } from '../../lib/page-ids.js';

type Row = typeof upgradeRequests.$inferSelect;

function toAdminUpgradeRequest(r: Row): AdminUpgradeRequest {
  return {
    id: r.id,
    user_id: r.userId,
    email: r.email,
    name: r.name,
    company: r.company,
    position: r.position,
    company_size: r.companySize,
    plan: r.plan,
    source: r.source as AdminUpgradeRequest['source'],
    handled_at: r.handledAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** /contact?plan=…: a visitor's request for a plan, kept with the plan for the admin. */
export async function createContactRequest(db: Database, input: ContactRequest): Promise<void> {
  await db.insert(upgradeRequests).values({
    email: input.email,
    name: `${input.firstName} ${input.lastName}`,
    company: input.companyWebsite,
    position: input.position,
    companySize: input.companySize,
    plan: input.plan,
    source: 'contact',
  });
}

/** One page of upgrade requests, newest first; `handled` keeps only handled or open ones. */
export async function listUpgradeRequests(
  db: Database,
  query: AdminUpgradeListQuery,
): Promise<AdminUpgradeRequestList> {
  const where: SQL | undefined =
    query.handled === undefined
      ? undefined
      : query.handled
        ? isNotNull(upgradeRequests.handledAt)
        : isNull(upgradeRequests.handledAt);
  const ids = pageIds(db, upgradeRequests, where, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: upgradeRequests })
      .from(upgradeRequests)
      .innerJoin(ids, eq(upgradeRequests.id, ids.pageId))
      .orderBy(desc(upgradeRequests.createdAt), desc(upgradeRequests.id)),
    db.select({ n: count() }).from(upgradeRequests).where(where),
  ]);
  return {
    items: rows.map((r) => toAdminUpgradeRequest(r.row)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks a request handled (the first time only: handling it again keeps the first time). */
export async function markUpgradeRequestHandled(
  db: Database,
  id: string,
): Promise<AdminUpgradeRequest> {
  await db
    .update(upgradeRequests)
    .set({ handledAt: new Date() })
    .where(and(eq(upgradeRequests.id, id), isNull(upgradeRequests.handledAt)));
  const [row] = await db.select().from(upgradeRequests).where(eq(upgradeRequests.id, id));
  if (!row) throw notFound('Upgrade request not found');
  return toAdminUpgradeRequest(row);
}
