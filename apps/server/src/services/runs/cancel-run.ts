import { and, eq, inArray, sql } from 'drizzle-orm';
import { queueRunNotifications } from '../notifications/queue-notifications.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import { SUITE_RUN_MESSAGES, type V1Run } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testRuns, tests } from '../../db/schema.js';
import { findRun, getV1Run } from './get-run.js';
import type { V1Deps } from './to-v1-run.js';

type CancelDeps = Pick<AppDeps, 'database' | 'bus'>;

/** Who cancels: their email goes on the run ("Cancelled by ada@example.com"), for its owner. */
export type Canceller = { id: string; email: string };

/** The run's error once cancelled; an admin stopping another account's run is not named. */
export const cancelledBy = (name: string) => `Cancelled by ${name}`;
export const CANCELLED_BY_ADMIN = cancelledBy('an administrator');

/**
 * Cancels one of the user's runs that is queued or running: it goes CANCELLED at once (so no
 * worker claims it, and a worker running it can no longer renew its lease or finish it), its
 * test goes back to READY, and the owner's pages hear both. A worker running it hears the
 * CANCELLED event and stops the run's process (worker.ts); if it misses the event, the failed
 * lease renewal stops it within a third of the lease. 409 once the run has finished. Another
 * user's run answers 404 (findRun looks among the canceller's own).
 */
export async function cancelRun(deps: CancelDeps, user: Canceller, id: string) {
  const run = await findRun(deps.database.db, user.id, id);
  return cancelFoundRun(deps, run.id, cancelledBy(user.email));
}

/** Cancel (as above), answered with the cancelled run: the web app's and the REST API's cancel. */
export async function cancelRunAndRead(
  deps: CancelDeps & V1Deps,
  user: Canceller,
  id: string,
): Promise<V1Run> {
  const run = await cancelRun(deps, user, id);
  return getV1Run(deps.database.db, deps, user.id, run.id);
}

/** An admin's cancel (Admin → Runs): any account's run, told to its owner like their own. */
export async function cancelAnyRun(deps: CancelDeps, id: string) {
  const runId = recordId(id, SUITE_RUN_MESSAGES.runNotFound);
  const [run] = await deps.database.db
    .select({ id: testRuns.id })
    .from(testRuns)
    .where(eq(testRuns.id, runId));
  if (!run) throw notFound(SUITE_RUN_MESSAGES.runNotFound);
  return cancelFoundRun(deps, run.id, CANCELLED_BY_ADMIN);
}

async function cancelFoundRun(deps: CancelDeps, runId: string, error: string) {
  const cancelled = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(testRuns)
      .set({ status: 'CANCELLED', finishedAt: sql`now()`, leaseExpiresAt: null, error })
      .where(and(eq(testRuns.id, runId), inArray(testRuns.status, ['QUEUED', 'RUNNING'])))
      .returning();
    if (!row) return null;
    await tx
      .update(tests)
      .set({ status: 'READY' })
      .where(and(eq(tests.id, row.testId), inArray(tests.status, ['QUEUED', 'RUNNING'])));
    // The owner's channel, whoever cancels: their pages and the worker running it listen there.
    const owner = row.createdBy;
    const ids = { testId: row.testId, runId: row.id };
    await deps.bus.publish(owner, { type: 'run', ...ids, status: 'CANCELLED' }, tx);
    await deps.bus.publish(owner, { type: 'test', testId: row.testId, status: 'READY' }, tx);
    return row;
  });
  if (!cancelled) throw new AppError('CONFLICT', SUITE_RUN_MESSAGES.alreadyFinished);
  // A cancelled run is news to nobody, but it may be the last of a suite run whose failures are.
  await queueRunNotifications(deps.database.db, cancelled, 'CANCELLED').catch(() => undefined);
  return cancelled;
}
