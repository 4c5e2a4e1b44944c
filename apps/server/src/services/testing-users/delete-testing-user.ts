import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testingUsers } from '../../db/schema.js';
import { findTestingUser } from './find-testing-user.js';

/** Deletes one of the user's testing users; not found when it is not theirs. */
export async function deleteTestingUser(db: Database, userId: string, id: string) {
  const row = await findTestingUser(db, userId, id);
  await db
    .delete(testingUsers)
    .where(and(eq(testingUsers.id, row.id), eq(testingUsers.createdBy, userId)));
}
