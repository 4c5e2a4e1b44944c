import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';

/** Renews the lease; false when the run is no longer this worker's (reaped meanwhile). */
export async function renewLease(db: Executor, runId: string, workerId: string, leaseMs: number) {
  const result = await db.execute(sql`
    update test_runs set lease_expires_at = now() + make_interval(secs => ${leaseMs / 1000})
     where id = ${runId} and worker_id = ${workerId} and status = 'RUNNING'
    returning id`);
  return result.rows.length > 0;
}
