import { and, count, eq } from 'drizzle-orm';
import type { WorkerStatus } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testRuns } from '../../db/schema.js';
import { isAnyWorkerAlive } from './worker-heartbeat.js';

/**
 * Why this user's queued run waits: no worker is alive, or the account already has as many runs
 * RUNNING as its cap allows (claim-run skips it then, however free the workers are).
 */
export async function getWorkerStatus(
  deps: Pick<AppDeps, 'database' | 'config'>,
  userId: string,
): Promise<WorkerStatus> {
  const { db } = deps.database;
  const cap = deps.config.maxRunsPerAccount;
  const [alive, running] = await Promise.all([
    isAnyWorkerAlive(db),
    cap === null ? 0 : countRunning(deps, userId),
  ]);
  return { alive, account_limit: cap !== null && running >= cap ? cap : null };
}

async function countRunning(deps: Pick<AppDeps, 'database'>, userId: string) {
  const [row] = await deps.database.db
    .select({ n: count() })
    .from(testRuns)
    .where(and(eq(testRuns.createdBy, userId), eq(testRuns.status, 'RUNNING')));
  return row?.n ?? 0;
}
