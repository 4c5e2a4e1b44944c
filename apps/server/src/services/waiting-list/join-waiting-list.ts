import { sql } from 'drizzle-orm';
import {
  WAITING_LIST_MESSAGES,
  type JoinWaitingList,
  type JoinWaitingListResponse,
  type SessionUser,
} from '@scout/shared';
import type { Database } from '../../db/client.js';
import { leads, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * Puts a visitor on the waiting list (source 'waiting_list', status 'pending'). One row per email,
 * whatever its case: emails arrive lowercased, so the unique index on email is enough, and the
 * lower() check also catches rows written before that.
 *
 * An account's email never becomes a lead: a lead tied to an account sends it to /waiting-list
 * instead of /app, with no way back, so a customer who filled in the form with their own email
 * locked themselves out. A signed-in user's own email is answered EMAIL_TAKEN (409); another
 * account's as an email already on the list is (409 CONFLICT), which tells no one who has an
 * account. Nothing is stored; a lead is never tied to an account here.
 */
export async function joinWaitingList(
  db: Database,
  input: JoinWaitingList,
  user: SessionUser | null,
): Promise<{ joined: JoinWaitingListResponse; leadId: string }> {
  if (user !== null && user.email.toLowerCase() === input.email) {
    throw new AppError('EMAIL_TAKEN', WAITING_LIST_MESSAGES.ownAccount);
  }
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  // Another account's email gets the answer an email on the list gets: this public form must not
  // tell a visitor which emails have an account (sign-up says so only after an approved code).
  if (account) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyOnList);

  const [existing] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${input.email}`)
    .limit(1);
  if (existing) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyOnList);

  const rows = await db
    .insert(leads)
    .values({
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
  const [row] = rows;
  if (!row) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyOnList);
  return {
    joined: { firstName: input.firstName, lastName: input.lastName, email: input.email },
    leadId: row.id,
  };
}
