import { and, desc, eq, sql } from 'drizzle-orm';
import { GITHUB_MESSAGES, type GithubIssue, type RunStatus, type StepReport } from '@scout/shared';
import type { AppDeps } from '../../context.js';
import { githubIssues, testRunResults, testRuns, tests } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { GithubError } from '../../lib/github-client.js';
import { signArtifactUrl } from '../../lib/signed-url.js';
import { composeRunIssue } from './compose-run-issue.js';
import { findGithubIntegration } from './find-github-integration.js';
import { toGithubIssue } from './to-github-issue.js';
import { useGithubToken } from './use-github-token.js';

export type IssueDeps = Pick<
  AppDeps,
  'database' | 'bus' | 'config' | 'github' | 'secrets' | 'logger' | 'keys'
> &
  Partial<Pick<AppDeps, 'metrics'>>;

/** A claim older than this belongs to a process that died while filing; another may take it. */
const STALE_CLAIM = '10 minutes';

/**
 * Files the GitHub issue of a FAILED or ERROR run in the user's chosen repository, once. The
 * github_issues row is the claim, inserted before GitHub is called: of any number of servers and
 * workers (or a click on 'Create GitHub issue' at the same moment) exactly one gets the row back
 * and calls GitHub; the others return what is recorded. A failure is recorded on the row (and
 * may be claimed again by hand); the run and its result are never touched.
 */
export async function fileRunIssue(
  deps: IssueDeps,
  userId: string,
  runId: string,
): Promise<{ issue: GithubIssue; isNew: boolean }> {
  const { db } = deps.database;
  const [found] = await db
    .select({ run: testRuns, test: tests })
    .from(testRuns)
    .innerJoin(tests, eq(tests.id, testRuns.testId))
    .where(and(eq(testRuns.id, runId), eq(testRuns.createdBy, userId)));
  if (!found) throw notFound('Test run not found');
  const { run, test } = found;
  if (run.status !== 'FAILED' && run.status !== 'ERROR') {
    throw new AppError('CONFLICT', GITHUB_MESSAGES.notFailed);
  }
  const integration = await findGithubIntegration(deps, userId);
  if (!integration?.accessToken) throw new AppError('CONFLICT', GITHUB_MESSAGES.notConnected);
  if (!integration.repositoryName) throw new AppError('CONFLICT', GITHUB_MESSAGES.noRepository);

  const claimed = await db.execute<{ id: string }>(sql`
    insert into github_issues (test_run_id, repository_name, status, claimed_at)
    values (${run.id}, ${integration.repositoryName}, 'pending', now())
    on conflict (test_run_id) do update
       set status = 'pending', error = null, claimed_at = now(),
           repository_name = excluded.repository_name
     where github_issues.status = 'failed'
        or (github_issues.status = 'pending'
            and github_issues.claimed_at < now() - ${sql.raw(`interval '${STALE_CLAIM}'`)})
    returning id`);
  const claim = claimed.rows[0];
  if (!claim) {
    const [existing] = await db
      .select()
      .from(githubIssues)
      .where(eq(githubIssues.testRunId, run.id));
    return { issue: toGithubIssue(existing!), isNew: false };
  }

  const log = deps.logger.child({ runId: run.id, userId });
  let outcome: Partial<typeof githubIssues.$inferInsert>;
  try {
    const [result] = await db
      .select()
      .from(testRunResults)
      .where(eq(testRunResults.testRunId, run.id))
      .orderBy(desc(testRunResults.createdAt))
      .limit(1);
    const steps = (result?.steps ?? []) as StepReport[];
    const stepOf = new Map(steps.flatMap((s) => (s.screenshot ? [[s.screenshot, s.index]] : [])));
    const base = deps.config.publicUrl;
    const { title, body } = composeRunIssue({
      testName: test.name,
      status: run.status,
      summary: result?.summary ?? run.error,
      result: result?.result ?? null,
      objective: run.testObjective ?? test.testObjective,
      steps,
      startingUrl: run.startingUrl,
      browser: run.browser,
      screenResolution: run.screenResolution,
      runId: run.id,
      finishedAt: run.finishedAt,
      resultsUrl: `${base}/app/tests/${test.id}/results?run=${run.id}`,
      screenshots: (result?.screenshots ?? []).map((name) => ({
        name,
        url: `${base}${signArtifactUrl(deps.keys.urls, run.id, name)}`,
        step: stepOf.get(name),
      })),
    });
    const token = await useGithubToken(deps, integration);
    const created = await deps.github.createIssue(token, {
      repository: integration.repositoryName,
      title,
      body,
      labels: integration.issueLabel ? [integration.issueLabel] : [],
    });
    outcome = { status: 'created', issueNumber: created.number, issueUrl: created.url };
    log.info(
      { issue: created.number, repository: integration.repositoryName },
      'GitHub issue created',
    );
  } catch (error) {
    const reason =
      error instanceof GithubError || error instanceof AppError
        ? error.message
        : 'Scout could not prepare the issue.';
    if (!(error instanceof GithubError))
      log.error({ err: error }, 'GitHub issue could not be filed');
    else log.warn({ status: error.status, kind: error.kind, reason }, 'GitHub issue not created');
    outcome = { status: 'failed', error: reason };
  }
  deps.metrics?.notifications.inc({
    channel: 'github_issue',
    result: outcome.status === 'created' ? 'sent' : 'failed',
  });
  const [row] = await db
    .update(githubIssues)
    .set(outcome)
    .where(and(eq(githubIssues.id, claim.id), eq(githubIssues.status, 'pending')))
    .returning();
  // Pages showing the run refetch it and see the issue (or why there is none).
  await deps.bus
    .publish(userId, {
      type: 'run',
      testId: test.id,
      runId: run.id,
      status: run.status as RunStatus,
    })
    .catch((error: unknown) => log.warn({ err: error }, 'could not announce the issue'));
  const [latest] = row
    ? [row]
    : await db.select().from(githubIssues).where(eq(githubIssues.id, claim.id));
  return { issue: toGithubIssue(latest!), isNew: true };
}

/**
 * After a run ends (services/runs, once its result is committed): FAILED and ERROR runs of a user
 * whose integration has auto-create on get their issue. Never throws: GitHub's trouble is
 * recorded on the issue row and logged, and the run's result is already safe.
 */
export async function fileIssueAfterRun(
  deps: IssueDeps,
  run: { id: string; createdBy: string },
  status: string,
): Promise<void> {
  if (status !== 'FAILED' && status !== 'ERROR') return;
  try {
    const integration = await findGithubIntegration(deps, run.createdBy);
    if (!integration?.autoCreateIssues || !integration.accessToken || !integration.repositoryName)
      return;
    await fileRunIssue(deps, run.createdBy, run.id);
  } catch (error) {
    deps.logger.warn(
      { runId: run.id, reason: error instanceof Error ? error.message : String(error) },
      'no GitHub issue for a failed run',
    );
  }
}
