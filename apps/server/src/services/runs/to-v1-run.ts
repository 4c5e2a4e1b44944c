import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { StepReport, V1Run } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import type { Executor } from '../../db/executor.js';
import { testRunResults, testRuns, tests } from '../../db/schema.js';
import { signArtifactUrl } from '../../lib/signed-url.js';

type RunRow = typeof testRuns.$inferSelect;
type ResultRow = typeof testRunResults.$inferSelect;
export type V1Deps = Pick<AppDeps, 'config' | 'keys'>;

/** The web page of a run's result: the test's results page, opened on this run. */
export const resultUrlOf = (publicUrl: string, run: { id: string; testId: string }) =>
  `${publicUrl}/app/tests/${run.testId}/results?run=${run.id}`;

/** A screenshot as an absolute /api/v1 URL (signed, and read with the same Bearer key). */
const screenshotUrlOf = (deps: V1Deps, runId: string, name: string) =>
  `${deps.config.publicUrl}/api/v1${signArtifactUrl(deps.keys.urls, runId, name).replace(/^\/api/, '')}`;

/** The REST API's Run: the run, its test's name and, once finished, its summary and steps. */
export function toV1Run(
  deps: V1Deps,
  run: RunRow,
  testName: string,
  result: ResultRow | undefined,
): V1Run {
  return {
    id: run.id,
    test_id: run.testId,
    test_name: testName,
    suite_run_id: run.suiteRunId,
    status: run.status as V1Run['status'],
    created_at: run.createdAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
    result_url: resultUrlOf(deps.config.publicUrl, run),
    result: result
      ? {
          summary: result.summary,
          steps: ((result.steps ?? []) as StepReport[]).map((step) => ({
            index: step.index,
            description: step.description,
            status: step.outcome,
            error: step.outcome === 'passed' ? null : (step.message ?? null),
            screenshot_url: step.screenshot
              ? screenshotUrlOf(deps, run.id, path.basename(step.screenshot))
              : null,
          })),
        }
      : null,
  };
}

/** Runs (already scoped to their owner) as the REST API shows them, with names and results. */
export async function toV1Runs(db: Executor, deps: V1Deps, runs: RunRow[]): Promise<V1Run[]> {
  if (runs.length === 0) return [];
  const [names, results] = await Promise.all([
    db
      .select({ id: tests.id, name: tests.name })
      .from(tests)
      .where(
        inArray(
          tests.id,
          runs.map((r) => r.testId),
        ),
      ),
    db
      .select()
      .from(testRunResults)
      .where(
        inArray(
          testRunResults.testRunId,
          runs.map((r) => r.id),
        ),
      ),
  ]);
  const nameOf = new Map(names.map((t) => [t.id, t.name]));
  const resultOf = new Map(results.map((r) => [r.testRunId, r]));
  return runs.map((run) => toV1Run(deps, run, nameOf.get(run.testId) ?? '', resultOf.get(run.id)));
}
