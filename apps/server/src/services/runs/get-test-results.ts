import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { RUN_MESSAGES, type TestResultsQuery, type TestResultsResponse } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { githubIssues, testRunResults, testRuns, tests } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { toTestRun, toTestRunResult } from './to-run.js';

/** One page of a test's runs and their results, newest first; only the test's owner may read them. */
export async function getTestResults(
  deps: Pick<AppDeps, 'database' | 'keys'>,
  userId: string,
  testId: string,
  { page, pageSize }: TestResultsQuery = { page: 1, pageSize: 50 },
): Promise<TestResultsResponse> {
  const { db } = deps.database;
  const [test] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.id, testId), eq(tests.createdBy, userId)));
  if (!test) throw notFound(RUN_MESSAGES.resultsNotFound);
  const [runs, [total]] = await Promise.all([
    db
      .select()
      .from(testRuns)
      .where(eq(testRuns.testId, test.id))
      .orderBy(desc(testRuns.createdAt), desc(testRuns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(testRuns).where(eq(testRuns.testId, test.id)),
  ]);
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
  // Spec 7: github_issues selected by test_run_id; the results list shows which runs have one.
  const issues =
    results.length === 0
      ? []
      : await db
          .select()
          .from(githubIssues)
          .where(
            inArray(
              githubIssues.testRunId,
              results.map((r) => r.testRunId),
            ),
          );
  const byId = new Map(runs.map((r) => [r.id, r]));
  const issueOf = new Map(issues.map((i) => [i.testRunId, i]));
  return {
    runs: runs.map(toTestRun),
    total: total?.n ?? 0,
    results: results.map((r) =>
      toTestRunResult(r, byId.get(r.testRunId)!, deps.keys.urls, issueOf.get(r.testRunId)),
    ),
  };
}
