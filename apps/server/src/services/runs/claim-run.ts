import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { tests } from '../../db/schema.js';
import { publishRunStatus, type RunOwner } from './publish-run-status.js';

/**
 * The queue is the test_runs table itself: a QUEUED row is a job, a RUNNING row is held by the
 * worker named in worker_id until lease_expires_at. Claiming uses FOR UPDATE SKIP LOCKED, so one
 * run goes to exactly one worker however many poll the same database; a worker that dies stops
 * renewing its lease, and the reaper (reap-runs) requeues the run once or marks it ERROR.
 */
export interface ClaimedRun extends RunOwner {
  attempts: number;
}

/** Takes the oldest queued run for this worker and starts it: the run and its test go RUNNING
 *  together, and the owner's pages hear it once that is committed. Null when none is queued. */
export async function claimRun(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedRun | null> {
  return deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<{
      id: string;
      test_id: string;
      created_by: string;
      attempts: number;
    }>(sql`
      update test_runs
         set status = 'RUNNING',
             attempts = attempts + 1,
             worker_id = ${workerId},
             started_at = now(),
             lease_expires_at = now() + make_interval(secs => ${leaseMs / 1000})
       where id = (
         select id from test_runs
          where status = 'QUEUED'
          order by created_at
          for update skip locked
          limit 1)
      returning id, test_id, created_by, attempts`);
    const row = result.rows[0];
    if (!row) return null;
    const run = {
      id: row.id,
      testId: row.test_id,
      createdBy: row.created_by,
      attempts: row.attempts,
    };
    await tx.update(tests).set({ status: 'RUNNING' }).where(eq(tests.id, run.testId));
    await publishRunStatus(deps.bus, tx, run, 'RUNNING');
    return run;
  });
}
