import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { feedback } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

export async function deleteFeedback(db: Database, id: string) {
  const deleted = await db
    .delete(feedback)
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  if (deleted.length === 0) throw notFound('Feedback not found');
}
