import { and, eq } from 'drizzle-orm';
import { SUITE_RUN_MESSAGES, type V1Run } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { testRuns } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import { toV1Runs, type V1Deps } from './to-v1-run.js';

/** One of the user's runs; another user's answers the same 404 as a missing one. */
export async function findRun(db: Executor, userId: string, id: string) {
  const runId = recordId(id, SUITE_RUN_MESSAGES.runNotFound);
  const [run] = await db
    .select()
    .from(testRuns)
    .where(and(eq(testRuns.id, runId), eq(testRuns.createdBy, userId)));
  if (!run) throw notFound(SUITE_RUN_MESSAGES.runNotFound);
  return run;
}

export async function getV1Run(
  db: Executor,
  deps: V1Deps,
  userId: string,
  id: string,
): Promise<V1Run> {
  const [run] = await toV1Runs(db, deps, [await findRun(db, userId, id)]);
  return run!;
}
