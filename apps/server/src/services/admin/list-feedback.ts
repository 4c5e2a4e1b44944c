import { count, desc, eq } from 'drizzle-orm';
import type { AdminFeedbackList, AdminFeedbackListQuery } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { feedback, profiles } from '../../db/schema.js';
import { pageIds } from '../../lib/page-ids.js';

/**
 * One page of feedback, newest first, with its author's email. Answers to 'Help Us Shape Our Pro
 * Plan' are among it: saving one also writes its text here (save-pricing-feedback.ts).
 */
export async function listFeedback(
  db: Database,
  query: AdminFeedbackListQuery,
): Promise<AdminFeedbackList> {
  const ids = pageIds(db, feedback, undefined, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: feedback.id,
        content: feedback.content,
        userId: feedback.userId,
        createdAt: feedback.createdAt,
        email: profiles.email,
      })
      .from(feedback)
      .innerJoin(ids, eq(feedback.id, ids.pageId))
      .leftJoin(profiles, eq(profiles.id, feedback.userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id)),
    db.select({ n: count() }).from(feedback),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      content: r.content,
      user_id: r.userId,
      email: r.email,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
