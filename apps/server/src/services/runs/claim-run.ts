import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { Executor } from '../../db/executor.js';
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

/**
 * Takes a queued run for this worker and starts it: the run and its test go RUNNING together, and
 * the owner's pages hear it once that is committed. Null when no run may start now.
 *
 * With a cap on an account's runs (config.maxRunsPerAccount, decision 025), an account that has
 * that many RUNNING is skipped, its runs staying QUEUED without taking a slot; among the others,
 * the account with the fewest running goes first, then the oldest run.
 */
export async function claimRun(
  deps: Pick<AppDeps, 'database' | 'bus' | 'config'>,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedRun | null> {
  const cap = deps.config.maxRunsPerAccount;
  return deps.database.db.transaction(async (tx) => {
    if (cap !== null) await lockClaims(tx);
    const result = await tx.execute<{
      id: string;
      test_id: string;
      created_by: string;
      attempts: number;
    }>(sql`
      with busy as (
        select created_by, count(*)::int as running from test_runs
         where status = 'RUNNING'
         group by created_by)
      update test_runs
         set status = 'RUNNING',
             attempts = attempts + 1,
             worker_id = ${workerId},
             started_at = now(),
             lease_expires_at = now() + make_interval(secs => ${leaseMs / 1000})
       where id = (
         select q.id from test_runs q
           left join busy on busy.created_by = q.created_by
          where q.status = 'QUEUED'
            and (${cap}::int is null or coalesce(busy.running, 0) < ${cap}::int)
          order by coalesce(busy.running, 0), q.created_at
          for update of q skip locked
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

/**
 * Claims with a cap take turns, over every worker on the database: two claims counting an
 * account's running runs at once would both see it below the cap and together take it over.
 * The lock is the transaction's, held for the one short claim; under READ COMMITTED the claim's
 * statement, started after the lock is taken, sees the runs the previous claim committed.
 */
async function lockClaims(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('runs:claim'))`);
}
