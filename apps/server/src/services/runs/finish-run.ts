import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { RunReport } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import type { Executor } from '../../db/executor.js';
import { testRunResults, tests } from '../../db/schema.js';
import { fileIssueAfterRun, type IssueDeps } from '../github/file-run-issue.js';
import { queueRunNotifications } from '../notifications/queue-notifications.js';
import { publishRunStatus, type RunOwner } from './publish-run-status.js';

/** How a run ended: the agent's report (with the replay key it ran under), or why it could not run. */
export type RunEnd = { report: RunReport; replayKey: string } | { error: string };

/**
 * Ends a run this worker still holds: the run gets its final status, its result row is stored,
 * the test takes the same status (and keeps the replay list of a pass), in one transaction that
 * also tells the owner's pages. False, and nothing written, when the run is no longer this
 * worker's (the reaper gave it away meanwhile), so a worker that comes back overwrites nothing.
 */
export async function finishRun(
  deps: RunLifeDeps,
  run: RunOwner,
  workerId: string,
  end: RunEnd,
): Promise<boolean> {
  const status = 'report' in end ? end.report.status : 'ERROR';
  const error = 'report' in end ? (status === 'ERROR' ? end.report.summary : null) : end.error;
  const isFinished = await deps.database.db.transaction(async (tx) => {
    const held = await tx.execute(sql`
      update test_runs
         set status = ${status}, error = ${error}, finished_at = now(), lease_expires_at = null
       where id = ${run.id} and worker_id = ${workerId} and status = 'RUNNING'
      returning id`);
    if (held.rows.length === 0) return false;
    if ('report' in end) await storeReport(tx, run, end.report, end.replayKey);
    else await storeError(tx, run, end.error);
    await publishRunStatus(deps.bus, tx, run, status);
    return true;
  });
  if (isFinished) await afterRunEnded(deps, run, status);
  return isFinished;
}

/** What ending a run needs; with the GitHub parts (a server's or worker's deps), failures become issues. */
export type RunLifeDeps = Pick<AppDeps, 'database' | 'bus'> & Partial<IssueDeps>;

/**
 * Once a run's end is committed (and only by the one process whose commit ended it): its owner's
 * notification channels that want this end get a message queued (the workers' loop sends it, so
 * no receiver holds up the run), and a FAILED or ERROR run becomes a GitHub issue when its owner
 * asked for that. Never throws.
 */
export async function afterRunEnded(deps: RunLifeDeps, run: RunOwner, status: string) {
  await queueRunNotifications(deps.database.db, run, status).catch((error: unknown) =>
    deps.logger?.error({ err: error, runId: run.id }, 'could not queue the run’s notifications'),
  );
  if (!deps.github || !deps.config || !deps.secrets || !deps.logger || !deps.keys) return;
  await fileIssueAfterRun(deps as IssueDeps, run, status);
}

async function storeReport(tx: Executor, run: RunOwner, report: RunReport, replayKey: string) {
  await tx.insert(testRunResults).values({
    testRunId: run.id,
    status: report.status,
    summary: report.summary,
    result: report.result,
    steps: report.steps,
    messageContent: report.messageContent,
    screenshots: report.screenshots,
    tracePath: report.tracePath ? path.basename(report.tracePath) : null,
    usage: report.usage ?? null,
  });
  await tx
    .update(tests)
    .set({
      status: report.status,
      ...(report.status === 'PASSED' && report.resolvedActions
        ? { replayActions: report.resolvedActions, replayKey }
        : {}),
    })
    .where(eq(tests.id, run.testId));
}

/** A run that could not be carried out still gets a result row saying why; its test goes ERROR. */
export async function storeError(tx: Executor, run: RunOwner, reason: string) {
  await tx.insert(testRunResults).values({
    testRunId: run.id,
    status: 'ERROR',
    summary: `The test could not be run: ${reason}`,
    result: reason,
    steps: [],
    messageContent: [],
    screenshots: [],
  });
  await tx.update(tests).set({ status: 'ERROR' }).where(eq(tests.id, run.testId));
}
