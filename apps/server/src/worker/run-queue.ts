import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';

/**
 * The queue is the test_runs table itself: a QUEUED row is a job, a RUNNING row is held by the
 * worker named in worker_id until lease_expires_at. Claiming uses FOR UPDATE SKIP LOCKED, so one
 * run goes to exactly one worker however many poll the same database; a worker that dies stops
 * renewing its lease, and the reaper requeues the run once or marks it ERROR.
 */

export const MAX_ATTEMPTS = 2;

export interface ClaimedRun {
  id: string;
  testId: string;
  createdBy: string;
  attempts: number;
}

export async function claimNextRun(db: Executor, workerId: string, leaseMs: number): Promise<ClaimedRun | null> {
  const result = await db.execute<{ id: string; test_id: string; created_by: string; attempts: number }>(sql`
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
  return row ? { id: row.id, testId: row.test_id, createdBy: row.created_by, attempts: row.attempts } : null;
}

/** Renews the lease; false when the run is no longer this worker's (reaped meanwhile). */
export async function renewLease(db: Executor, runId: string, workerId: string, leaseMs: number) {
  const result = await db.execute(sql`
    update test_runs set lease_expires_at = now() + make_interval(secs => ${leaseMs / 1000})
     where id = ${runId} and worker_id = ${workerId} and status = 'RUNNING'
    returning id`);
  return result.rows.length > 0;
}

export interface ReapedRun {
  id: string;
  testId: string;
  createdBy: string;
  status: 'QUEUED' | 'ERROR';
  /** Why: retried, or abandoned. */
  error: string;
}

/** Runs whose worker stopped renewing: retried while attempts remain, else ERROR with a reason. */
export async function reapExpiredRuns(db: Executor): Promise<ReapedRun[]> {
  const result = await db.execute<{ id: string; test_id: string; created_by: string; status: 'QUEUED' | 'ERROR'; error: string }>(sql`
    update test_runs
       set status = case when attempts < ${MAX_ATTEMPTS} then 'QUEUED' else 'ERROR' end,
           error = case when attempts < ${MAX_ATTEMPTS}
                        then 'The worker running this test stopped; the run was retried.'
                        else 'The worker running this test stopped twice; the run was abandoned.' end,
           finished_at = case when attempts < ${MAX_ATTEMPTS} then null else now() end,
           worker_id = null,
           lease_expires_at = null
     where status = 'RUNNING' and lease_expires_at < now()
    returning id, test_id, created_by, status, error`);
  return result.rows.map((r) => ({ id: r.id, testId: r.test_id, createdBy: r.created_by, status: r.status, error: r.error }));
}

/** Sets the final status, only if this worker still holds the run. */
export async function finishRun(
  db: Executor,
  runId: string,
  workerId: string,
  status: 'PASSED' | 'FAILED' | 'ERROR',
  error: string | null,
) {
  const result = await db.execute(sql`
    update test_runs
       set status = ${status}, error = ${error}, finished_at = now(), lease_expires_at = null
     where id = ${runId} and worker_id = ${workerId} and status = 'RUNNING'
    returning id`);
  return result.rows.length > 0;
}
