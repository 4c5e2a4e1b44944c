import type { Database } from '../../db/client.js';
import { feedback } from '../../db/schema.js';

export async function createFeedback(db: Database, userId: string, content: string) {
  const [row] = await db
    .insert(feedback)
    .values({ content, userId })
    .returning({ id: feedback.id });
  return { id: row!.id };
}
