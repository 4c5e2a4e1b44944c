import { sql } from 'drizzle-orm';
import {
  WAITING_LIST_MESSAGES,
  type JoinWaitingList,
  type JoinWaitingListResponse,
  type SessionUser,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import { leads } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * Puts a visitor on the waiting list (source 'waiting_list', status 'pending'). One row per email,
 * whatever its case: emails arrive lowercased, so the unique index on email is enough, and the
 * lower() check also catches rows written before that. A signed-in user joining with their own
 * email becomes a lead, which sends them to /waiting-list instead of /app.
 */
export async function joinWaitingList(
  db: Database,
  input: JoinWaitingList,
  user: SessionUser | null,
): Promise<JoinWaitingListResponse> {
  const [existing] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${input.email}`)
    .limit(1);
  if (existing) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyOnList);

  const isOwnEmail = user !== null && user.email.toLowerCase() === input.email;
  const rows = await db
    .insert(leads)
    .values({
      userId: isOwnEmail ? user.id : null,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      position: input.position,
      companySize: input.companySize,
      companyWebsite: input.companyWebsite,
      source: 'waiting_list',
      status: 'pending',
    })
    .onConflictDoNothing({ target: leads.email })
    .returning({ id: leads.id });
  if (rows.length === 0) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyOnList);
  return { firstName: input.firstName, lastName: input.lastName, email: input.email };
}
