import { eq, sql } from 'drizzle-orm';
import { tests } from '../../db/schema.js';
import { RUN_QUEUED_CHANNEL } from '../../live/event-bus.js';
import { afterRunEnded, storeError, type RunLifeDeps } from './finish-run.js';
import { publishRunStatus, type RunOwner } from './publish-run-status.js';

export const MAX_ATTEMPTS = 2;

export interface ReapedRun extends RunOwner {
  status: 'QUEUED' | 'ERROR';
  /** Why: retried, or abandoned. */
  error: string;
}

/**
 * Runs whose worker stopped renewing its lease: retried while attempts remain, else ERROR with a
 * reason (and a result row saying so). Each run's test follows, in the same transaction, which
 * tells the owners' pages and, when a run went back to the queue, wakes the workers.
 */
export async function reapRuns(deps: RunLifeDeps): Promise<ReapedRun[]> {
  const reaped = await deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<{
      id: string;
      test_id: string;
      created_by: string;
      status: 'QUEUED' | 'ERROR';
      error: string;
    }>(sql`
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
    const runs = result.rows.map((r) => ({
      id: r.id,
      testId: r.test_id,
      createdBy: r.created_by,
      status: r.status,
      error: r.error,
    }));
    for (const run of runs) {
      if (run.status === 'ERROR') await storeError(tx, run, run.error);
      else await tx.update(tests).set({ status: 'QUEUED' }).where(eq(tests.id, run.testId));
      await publishRunStatus(deps.bus, tx, run, run.status);
    }
    if (runs.some((r) => r.status === 'QUEUED'))
      await tx.execute(sql`select pg_notify(${RUN_QUEUED_CHANNEL}, 'reaped')`);
    return runs;
  });
  for (const run of reaped) await afterRunEnded(deps, run, run.status);
  return reaped;
}
