import {
  RUN_MESSAGES,
  type Message,
  type StepReport,
  type TestRun,
  type TestRunResult,
} from '@scout/shared';
import type { githubIssues, testRunResults, testRuns } from '../../db/schema.js';
import { toGithubIssue } from '../github/to-github-issue.js';
import { signArtifactUrl } from '../../lib/signed-url.js';

type RunRow = typeof testRuns.$inferSelect;
type ResultRow = typeof testRunResults.$inferSelect;

export function toTestRun(r: RunRow): TestRun {
  return {
    id: r.id,
    test_id: r.testId,
    status: r.status as TestRun['status'],
    trigger: r.trigger as TestRun['trigger'],
    created_at: r.createdAt.toISOString(),
    started_at: r.startedAt?.toISOString() ?? null,
    finished_at: r.finishedAt?.toISOString() ?? null,
    browser: r.browser,
    screen_resolution: r.screenResolution,
    starting_url: r.startingUrl,
    test_objective: r.testObjective?.trim() || RUN_MESSAGES.noObjective,
    error: r.error,
  };
}

/** Screenshots and the trace become signed URLs valid for an hour. */
export function toTestRunResult(
  r: ResultRow,
  run: RunRow,
  secret: string,
  issue?: typeof githubIssues.$inferSelect,
): TestRunResult {
  const screenshots = (r.screenshots ?? []).map((name) => ({
    name,
    url: signArtifactUrl(secret, run.id, name),
  }));
  return {
    id: r.id,
    test_run_id: r.testRunId,
    status: r.status as TestRun['status'],
    summary: r.summary,
    result: r.result,
    steps: (r.steps ?? []) as StepReport[],
    message_content: (r.messageContent ?? []) as Message[],
    screenshots,
    trace_url: r.tracePath ? signArtifactUrl(secret, run.id, r.tracePath) : null,
    created_at: r.createdAt.toISOString(),
    run: toTestRun(run),
    github_issue: issue ? toGithubIssue(issue) : null,
  };
}
