import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { betaApplications } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

export async function deleteBetaApplication(db: Database, id: string) {
  const deleted = await db
    .delete(betaApplications)
    .where(eq(betaApplications.id, id))
    .returning({ id: betaApplications.id });
  if (deleted.length === 0) throw notFound('Beta application not found');
}
