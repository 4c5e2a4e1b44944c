import { eq, inArray, or } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type DeleteAccountRequest, type SessionUser } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testRuns, tests, userRoles, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { deleteRunArtifacts } from '../runs/delete-runs.js';

/**
 * Deletes the signed-in account once its email is typed back. The account's suites, tests,
 * testing users, runs, API keys, GitHub link and sessions go with its row (their foreign keys
 * cascade); the runs' rows are deleted first so their files can be removed once it is committed.
 * The last enabled administrator cannot delete their account: nobody could run the admin screens.
 */
export async function deleteAccount(deps: AppDeps, user: SessionUser, input: DeleteAccountRequest) {
  if (input.email !== user.email) {
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.deleteConfirmMismatch, undefined, {
      email: ACCOUNT_MESSAGES.deleteConfirmMismatch,
    });
  }
  const runIds = await deps.database.db.transaction(async (tx) => {
    // Every admin row is locked: two last-but-one admins deleting at once take turns, and the
    // second sees it is the last.
    const admins = await tx
      .select({ userId: userRoles.userId, disabledAt: users.disabledAt })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.role, 'admin'))
      .for('update', { of: userRoles });
    const isAdmin = admins.some((admin) => admin.userId === user.id);
    // A disabled admin cannot sign in: only the enabled ones keep the admin screens reachable.
    const othersEnabled = admins.filter((a) => a.userId !== user.id && !a.disabledAt).length;
    if (isAdmin && othersEnabled === 0) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.lastAdmin);
    const runs = await tx
      .delete(testRuns)
      .where(
        or(
          eq(testRuns.createdBy, user.id),
          // runs of the account's tests, whoever started them
          inArray(
            testRuns.testId,
            tx.select({ id: tests.id }).from(tests).where(eq(tests.createdBy, user.id)),
          ),
        ),
      )
      .returning({ id: testRuns.id });
    await tx.delete(users).where(eq(users.id, user.id));
    return runs.map((run) => run.id);
  });
  await deleteRunArtifacts(deps, runIds);
  deps.logger.info({ userId: user.id, runs: runIds.length }, 'account deleted');
  return { message: ACCOUNT_MESSAGES.accountDeleted };
}
