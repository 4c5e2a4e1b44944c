import { and, asc, eq } from 'drizzle-orm';
import {
  SUITE_RUN_MESSAGES,
  summariseSuiteRun,
  type RunTrigger,
  type SuiteRun,
} from '@scout/shared';
import type { AppDeps } from '../../context.js';
import type { Executor } from '../../db/executor.js';
import { suiteRuns, testRuns, tests, testSuites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import { findSuite } from '../suites/to-suite.js';
import { queueRunIn, type RunOrigin } from '../runs/queue-run.js';
import { toV1Runs, type V1Deps } from '../runs/to-v1-run.js';

/**
 * Starts every test of one of the user's suites, through the same queue as a single run and in
 * one transaction: each run is counted against the plan as a run of its own, and when any test
 * cannot be queued (the plan's daily runs would be exceeded, a test is already running or lacks
 * an objective) nothing is queued and the whole suite run is refused with that test's message.
 */
export async function startSuiteRun(
  deps: Pick<AppDeps, 'database' | 'bus' | 'onRunQueued' | 'config' | 'keys'>,
  userId: string,
  suiteId: string,
  trigger: RunTrigger = 'click',
): Promise<SuiteRun> {
  const { db } = deps.database;
  const suite = await findSuite(db, userId, suiteId);
  const suiteRunId = await db.transaction((tx) =>
    startSuiteRunIn(tx, deps, userId, suite.id, { trigger }),
  );
  deps.onRunQueued?.();
  return getSuiteRun(db, deps, userId, suiteRunId);
}

/** startSuiteRun's writes inside the caller's transaction, for one of the user's suites (a
 *  schedule's tick queues its suite run in the transaction that claims the tick). */
export async function startSuiteRunIn(
  tx: Executor,
  deps: Pick<AppDeps, 'bus' | 'config'>,
  userId: string,
  suiteId: string,
  origin: Omit<RunOrigin, 'suiteRunId'> = {},
): Promise<string> {
  const suiteTests = await tx
    .select({ id: tests.id, name: tests.name })
    .from(tests)
    .where(and(eq(tests.testSuiteId, suiteId), eq(tests.createdBy, userId)))
    .orderBy(asc(tests.createdAt), asc(tests.id));
  if (suiteTests.length === 0) throw new AppError('VALIDATION', SUITE_RUN_MESSAGES.noTests);
  const [row] = await tx
    .insert(suiteRuns)
    .values({ testSuiteId: suiteId, createdBy: userId, trigger: origin.trigger ?? 'click' })
    .returning({ id: suiteRuns.id });
  for (const test of suiteTests) {
    try {
      await queueRunIn(tx, deps, userId, test.id, { ...origin, suiteRunId: row!.id });
    } catch (error) {
      // The plan's limit message is the same for one run or many; others name the test.
      if (error instanceof AppError && error.code !== 'LIMIT_REACHED')
        throw new AppError(error.code, `${test.name}: ${error.message}`, error.details);
      throw error;
    }
  }
  return row!.id;
}

/** One of the user's suite runs with its runs (in the suite's test order) and derived status. */
export async function getSuiteRun(
  db: Executor,
  deps: V1Deps,
  userId: string,
  id: string,
): Promise<SuiteRun> {
  const suiteRunId = recordId(id, SUITE_RUN_MESSAGES.notFound);
  const [row] = await db
    .select({ suiteRun: suiteRuns, suiteName: testSuites.name })
    .from(suiteRuns)
    .innerJoin(testSuites, eq(testSuites.id, suiteRuns.testSuiteId))
    .where(and(eq(suiteRuns.id, suiteRunId), eq(suiteRuns.createdBy, userId)));
  if (!row) throw notFound(SUITE_RUN_MESSAGES.notFound);
  const runRows = await db
    .select({ run: testRuns })
    .from(testRuns)
    .innerJoin(tests, eq(tests.id, testRuns.testId))
    .where(eq(testRuns.suiteRunId, suiteRunId))
    .orderBy(asc(tests.createdAt), asc(tests.id));
  const runs = await toV1Runs(
    db,
    deps,
    runRows.map((r) => r.run),
  );
  const { counts, status } = summariseSuiteRun(runs.map((r) => r.status));
  const isFinished = !['QUEUED', 'RUNNING'].includes(status);
  const finishedAt = isFinished
    ? runs.reduce<string | null>(
        (latest, r) =>
          r.finished_at && (!latest || r.finished_at > latest) ? r.finished_at : latest,
        null,
      )
    : null;
  return {
    id: row.suiteRun.id,
    test_suite_id: row.suiteRun.testSuiteId,
    test_suite_name: row.suiteName,
    status,
    counts,
    runs,
    created_at: row.suiteRun.createdAt.toISOString(),
    finished_at: finishedAt ?? (isFinished ? row.suiteRun.createdAt.toISOString() : null),
  };
}
