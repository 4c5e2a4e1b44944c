import { and, desc, eq, inArray } from 'drizzle-orm';
import { RUN_MESSAGES, type TestResultsResponse } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { testRunResults, testRuns, tests } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { toTestRun, toTestRunResult } from './to-run.js';

/** A test's runs and their results, newest first; only the test's owner may read them. */
export async function getTestResults(
  deps: Pick<AppDeps, 'database' | 'keys'>,
  userId: string,
  testId: string,
): Promise<TestResultsResponse> {
  const { db } = deps.database;
  const [test] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.id, testId), eq(tests.createdBy, userId)));
  if (!test) throw notFound(RUN_MESSAGES.resultsNotFound);
  const runs = await db
    .select()
    .from(testRuns)
    .where(eq(testRuns.testId, test.id))
    .orderBy(desc(testRuns.createdAt));
  const results =
    runs.length === 0
      ? []
      : await db
          .select()
          .from(testRunResults)
          .where(
            inArray(
              testRunResults.testRunId,
              runs.map((r) => r.id),
            ),
          )
          .orderBy(desc(testRunResults.createdAt));
  const byId = new Map(runs.map((r) => [r.id, r]));
  return {
    runs: runs.map(toTestRun),
    results: results.map((r) => toTestRunResult(r, byId.get(r.testRunId)!, deps.keys.urls)),
  };
}
