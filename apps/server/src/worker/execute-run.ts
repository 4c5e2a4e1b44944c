import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { BrowserSession } from '@scout/agent';
import type { ResolvedAction, RunReport, RunSpec, TestingUserCredentials } from '@scout/shared';
import type { AppDeps } from '../context.js';
import { testRunResults, testRuns, tests, testSuites, testingUsers } from '../db/schema.js';
import type { EventBus } from '../live/event-bus.js';
import type { Logger } from '../lib/logger.js';
import { runDirectory } from '../lib/artifact-store.js';

export interface RunContext {
  deps: AppDeps;
  bus: EventBus;
  logger: Logger;
  runTest: (spec: RunSpec, options: { browserSession?: BrowserSession; onEvent?: (e: import('@scout/shared').AgentEvent) => void; logger?: Logger }) => Promise<RunReport>;
  browserFor: (browser: string) => Promise<BrowserSession | undefined>;
}

/** Identifies what a replay list was recorded against; any change makes it stale. */
export function replayKeyOf(parts: {
  objective: string | null;
  description: string | null;
  startingUrl: string | null;
  testingUserId: string | null;
}): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}


/**
 * Runs one claimed test run with the agent: the suite's browser, starting URL and testing user,
 * the test's stored replay list while it still matches. Returns the report; the caller stores it.
 */
export async function executeRun(
  ctx: RunContext,
  run: { id: string; testId: string; createdBy: string },
): Promise<RunOutcome> {
  const { db } = ctx.deps.database;
  const [row] = await db
    .select({ test: tests, suite: testSuites })
    .from(tests)
    .innerJoin(testSuites, eq(testSuites.id, tests.testSuiteId))
    .where(and(eq(tests.id, run.testId), eq(tests.createdBy, run.createdBy)));
  if (!row) return failed('The test was deleted before it could run.');
  const { test, suite } = row;
  if (!suite.startingUrl) return failed('Starting URL is required to run a test');
  if (!test.testObjective?.trim()) return failed('Test objective is required to run a test');

  const testingUserId = test.testingUserId ?? suite.testingUserId;
  const testingUser = testingUserId ? await loadCredentials(ctx.deps, testingUserId, run.createdBy) : undefined;
  const key = replayKeyOf({
    objective: test.testObjective,
    description: test.description,
    startingUrl: suite.startingUrl,
    testingUserId,
  });
  const replay = test.replayKey === key ? (test.replayActions as ResolvedAction[] | null) : null;

  const spec: RunSpec = {
    objective: test.testObjective,
    description: test.description ?? undefined,
    startingUrl: suite.startingUrl,
    browser: toAgentBrowserName(suite.browser),
    testingUser,
    replay: replay ?? undefined,
    outDir: runDirectory(ctx.deps.config.dataDir, run.id),
  };
  const browserSession = await ctx.browserFor(spec.browser!);
  const report = await ctx.runTest(spec, {
    browserSession,
    logger: ctx.logger,
    onEvent: (event) => {
      if (event.type !== 'step') return;
      void ctx.bus
        .publish(run.createdBy, { type: 'step', testId: run.testId, runId: run.id, step: event.step })
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'could not publish a step'));
    },
  });
  return { kind: 'report', report, replayKey: key } as const;
}

export type RunOutcome =
  | { kind: 'report'; report: RunReport; replayKey: string }
  | { kind: 'error'; reason: string };

async function loadCredentials(deps: AppDeps, id: string, owner: string): Promise<TestingUserCredentials | undefined> {
  const [user] = await deps.database.db
    .select()
    .from(testingUsers)
    .where(and(eq(testingUsers.id, id), eq(testingUsers.createdBy, owner)));
  if (!user) return undefined;
  if (user.authType === 'cookie' && user.cookieKey && user.cookieValueEncrypted) {
    return { kind: 'cookie', name: user.cookieKey, value: deps.secrets.decrypt(user.cookieValueEncrypted) };
  }
  if (user.email && user.passwordEncrypted) {
    return { kind: 'email_password', email: user.email, password: deps.secrets.decrypt(user.passwordEncrypted) };
  }
  return undefined;
}

function toAgentBrowserName(browser: string): 'chromium' | 'firefox' | 'webkit' {
  if (browser === 'firefox') return 'firefox';
  if (browser === 'safari') return 'webkit';
  return 'chromium';
}

function failed(reason: string): RunOutcome {
  return { kind: 'error', reason };
}

/** Stores the report, sets the final status on the run and the test, keeps the replay list. */
export async function storeResult(
  deps: AppDeps,
  run: { id: string; testId: string },
  report: RunReport,
  replayKey: string,
) {
  const { db } = deps.database;
  await db.insert(testRunResults).values({
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
  await db
    .update(tests)
    .set({
      status: report.status,
      ...(report.status === 'PASSED' && report.resolvedActions
        ? { replayActions: report.resolvedActions, replayKey }
        : {}),
    })
    .where(eq(tests.id, run.testId));
}

/** A run that could not be carried out still gets a result row saying why. */
export async function storeError(deps: AppDeps, run: { id: string; testId: string }, reason: string) {
  const { db } = deps.database;
  await db.insert(testRunResults).values({
    testRunId: run.id,
    status: 'ERROR',
    summary: `The test could not be run: ${reason}`,
    result: reason,
    steps: [],
    messageContent: [],
    screenshots: [],
  });
  await db.update(tests).set({ status: 'ERROR' }).where(eq(tests.id, run.testId));
  await db.update(testRuns).set({ error: reason }).where(eq(testRuns.id, run.id));
}
