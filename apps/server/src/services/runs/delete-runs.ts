import { inArray, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { Executor } from '../../db/executor.js';
import { testRuns, tests } from '../../db/schema.js';

/**
 * Deletes the run rows of the tests matching `testsWhere` (a test or a suite being deleted) and
 * returns their ids, for `deleteRunArtifacts` once the deletion is committed. Run inside the
 * transaction that deletes the tests, so no run is left out.
 */
export async function deleteRunRows(tx: Executor, testsWhere: SQL | undefined): Promise<string[]> {
  const deleted = await tx
    .delete(testRuns)
    .where(inArray(testRuns.testId, tx.select({ id: tests.id }).from(tests).where(testsWhere)))
    .returning({ id: testRuns.id });
  return deleted.map((run) => run.id);
}

/**
 * Removes the screenshots, traces and reports of deleted runs from the data directory (and
 * object storage). The rows are gone already, so a failure is logged with the run ids, for an
 * administrator to clean up, rather than failing the request.
 */
export async function deleteRunArtifacts(
  deps: Pick<AppDeps, 'artifacts' | 'logger'>,
  runIds: string[],
) {
  if (runIds.length === 0) return;
  try {
    await deps.artifacts.deleteRuns(runIds);
  } catch (error) {
    deps.logger.error({ err: error, runIds }, 'could not remove the files of deleted runs');
  }
}
