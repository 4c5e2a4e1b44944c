import { desc, eq } from 'drizzle-orm';
import type { AdminFeedback } from '@scout/shared';
import type { Database } from '../../db/client.js';
import { feedback, profiles } from '../../db/schema.js';

/** All feedback, newest first, with its author's email. */
export async function listFeedback(db: Database): Promise<AdminFeedback[]> {
  const rows = await db
    .select({
      id: feedback.id,
      content: feedback.content,
      userId: feedback.userId,
      createdAt: feedback.createdAt,
      email: profiles.email,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.id, feedback.userId))
    .orderBy(desc(feedback.createdAt));
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    user_id: r.userId,
    email: r.email,
    created_at: r.createdAt.toISOString(),
  }));
}
