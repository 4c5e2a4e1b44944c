import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors.js';
import { SUITE_RUN_MESSAGES } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testRuns, tests } from '../../db/schema.js';
import { findRun } from './get-run.js';

/**
 * Cancels one of the user's runs that is queued or running: it goes CANCELLED at once (so no
 * worker claims it, and a worker running it can no longer renew its lease or finish it), its
 * test goes back to READY, and the owner's pages hear both. A worker running it hears the
 * CANCELLED event and stops the run's process (worker.ts); if it misses the event, the failed
 * lease renewal stops it within a third of the lease. 409 once the run has finished.
 */
export async function cancelRun(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  userId: string,
  id: string,
) {
  const { db } = deps.database;
  const run = await findRun(db, userId, id);
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(testRuns)
      .set({ status: 'CANCELLED', finishedAt: sql`now()`, leaseExpiresAt: null })
      .where(and(eq(testRuns.id, run.id), inArray(testRuns.status, ['QUEUED', 'RUNNING'])))
      .returning();
    if (!row) return null;
    await tx
      .update(tests)
      .set({ status: 'READY' })
      .where(and(eq(tests.id, row.testId), inArray(tests.status, ['QUEUED', 'RUNNING'])));
    const owner = { testId: row.testId, runId: row.id };
    await deps.bus.publish(userId, { type: 'run', ...owner, status: 'CANCELLED' }, tx);
    await deps.bus.publish(userId, { type: 'test', testId: row.testId, status: 'READY' }, tx);
    return row;
  });
  if (!cancelled) throw new AppError('CONFLICT', SUITE_RUN_MESSAGES.alreadyFinished);
  return cancelled;
}
