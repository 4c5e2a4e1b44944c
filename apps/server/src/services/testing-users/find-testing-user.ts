import { and, eq } from 'drizzle-orm';
import { TESTING_USER_MESSAGES } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { testingUsers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import type { TestingUserRow } from './to-testing-user.js';

/** One of the user's testing users; another user's answers the same 404 as a missing one. */
export async function findTestingUser(
  db: Executor,
  userId: string,
  id: string,
): Promise<TestingUserRow> {
  const [row] = await db
    .select()
    .from(testingUsers)
    .where(
      and(
        eq(testingUsers.id, recordId(id, TESTING_USER_MESSAGES.notFound)),
        eq(testingUsers.createdBy, userId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', TESTING_USER_MESSAGES.notFound);
  return row;
}

/**
 * Checks a testing user a suite or test is about to point at: it must be the user's own, and
 * active unless it is the one already linked (deactivating a user does not break old records).
 */
export async function assertUsableTestingUser(
  db: Executor,
  userId: string,
  id: string | null,
  currentId: string | null = null,
): Promise<void> {
  if (id === null) return;
  const [row] = await db
    .select({ isActive: testingUsers.isActive })
    .from(testingUsers)
    .where(and(eq(testingUsers.id, id), eq(testingUsers.createdBy, userId)));
  if (!row) {
    throw new AppError('NOT_FOUND', TESTING_USER_MESSAGES.notFound, undefined, {
      testing_user_id: TESTING_USER_MESSAGES.notFound,
    });
  }
  if (!row.isActive && id !== currentId) {
    throw new AppError('VALIDATION', TESTING_USER_MESSAGES.inactive, undefined, {
      testing_user_id: TESTING_USER_MESSAGES.inactive,
    });
  }
}
