import { and, eq, inArray, sql } from 'drizzle-orm';
import { BrowserNotFoundError, findBrowserExecutable, toAgentBrowser } from '@scout/agent';
import {
  BROWSER_INSTALL_COMMANDS,
  BROWSERS,
  RUN_MESSAGES,
  TEST_CASE_MESSAGES,
  type BrowserSupport,
  type RunTrigger,
  type V1Run,
} from '@scout/shared';
import type { AppDeps } from '../../context.js';
import type { Executor } from '../../db/executor.js';
import { testRuns, tests, testSuites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordId } from '../../lib/ids.js';
import { countRunsSince, runDayStart } from '../plans/count-usage.js';
import { assertBelowLimit, lockUserLimits } from '../plans/enforce-limit.js';
import { getUserPlan } from '../plans/get-user-plan.js';
import { RUN_QUEUED_CHANNEL } from '../../live/event-bus.js';
import { getV1Run } from './get-run.js';
import { publishRunStatus } from './publish-run-status.js';
import type { V1Deps } from './to-v1-run.js';

/**
 * Queues a run: the test_runs row (QUEUED) is the job, so the run and its job are one insert.
 * The test goes to QUEUED in the same transaction, which also announces QUEUED to the user's
 * pages; only then are the workers woken (NOTIFY, delivered after the announcement, and this
 * process's own worker after the commit), so no page ever hears RUNNING before QUEUED.
 */
export async function queueRun(
  deps: Pick<AppDeps, 'database' | 'bus' | 'onRunQueued' | 'config'>,
  userId: string,
  testId: string,
  trigger: RunTrigger = 'click',
) {
  const run = await deps.database.db.transaction((tx) =>
    queueRunIn(tx, deps, userId, testId, { trigger }),
  );
  deps.onRunQueued?.();
  return run;
}

/** Where a run comes from: its suite run, who or what started it, the schedule that did. */
export interface RunOrigin {
  suiteRunId?: string | null;
  trigger?: RunTrigger;
  scheduleId?: string | null;
}

/**
 * queueRun's checks and writes inside the caller's transaction (a suite run queues all its tests
 * in one, so a plan limit refuses all of them or none). The caller wakes the workers after the
 * commit.
 */
export async function queueRunIn(
  tx: Executor,
  deps: Pick<AppDeps, 'bus' | 'config'>,
  userId: string,
  testId: string,
  origin: RunOrigin = {},
) {
  const { suiteRunId = null, trigger = 'click', scheduleId = null } = origin;
  const [row] = await tx
    .select({ test: tests, suite: testSuites })
    .from(tests)
    .leftJoin(testSuites, eq(testSuites.id, tests.testSuiteId))
    .where(and(eq(tests.id, testId), eq(tests.createdBy, userId)));
  if (!row) throw notFound(TEST_CASE_MESSAGES.notFound);
  const { test, suite } = row;
  if (!suite) throw notFound(RUN_MESSAGES.suiteNotFound);
  if (!test.testObjective?.trim()) throw new AppError('VALIDATION', RUN_MESSAGES.objectiveRequired);
  if (!suite.startingUrl) throw new AppError('VALIDATION', RUN_MESSAGES.startingUrlRequired);
  assertBrowserInstalled(deps.config, suite.browser);

  await lockUserLimits(tx, userId);
  const [active] = await tx
    .select({ id: testRuns.id })
    .from(testRuns)
    .where(and(eq(testRuns.testId, testId), inArray(testRuns.status, ['QUEUED', 'RUNNING'])))
    .limit(1);
  if (active) throw new AppError('CONFLICT', RUN_MESSAGES.alreadyRunning);
  const plan = await getUserPlan(tx, userId);
  const usage = await countRunsSince(tx, userId, runDayStart());
  assertBelowLimit('testRuns', usage, plan?.testRunsPerDayLimit ?? null);

  const [run] = await tx
    .insert(testRuns)
    .values({
      testId,
      status: 'QUEUED',
      createdBy: userId,
      browser: suite.browser,
      screenResolution: suite.screenResolution,
      startingUrl: suite.startingUrl,
      testObjective: test.testObjective,
      suiteRunId,
      trigger,
      scheduleId,
    })
    .returning();
  await tx.update(tests).set({ status: 'QUEUED' }).where(eq(tests.id, testId));
  await publishRunStatus(deps.bus, tx, run!, 'QUEUED');
  await tx.execute(sql`select pg_notify(${RUN_QUEUED_CHANNEL}, ${run!.id})`);
  return run!;
}

/** A run for a browser this install cannot launch would only end ERROR: refuse it, saying what to
 *  install (most installs have Chromium only; the suite form marks the others, see listBrowsers). */
function assertBrowserInstalled(config: AppDeps['config'], browser: string) {
  try {
    findBrowserExecutable(toAgentBrowser(browser), config.browserPaths);
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error;
    throw new AppError(
      'VALIDATION',
      `This Scout cannot run tests in ${browser}. ${error.message} Or choose chrome or chromium in the suite's settings.`,
    );
  }
}

/** The suite form's browsers, each with whether this install can launch it (the same look-up that
 *  refuses a run above) and, when it cannot, the command that installs its engine. */
export function listBrowsers(config: AppDeps['config']): BrowserSupport {
  return {
    items: BROWSERS.map((browser) => {
      const engine = toAgentBrowser(browser);
      try {
        findBrowserExecutable(engine, config.browserPaths);
        return { browser, installed: true, install_command: null };
      } catch (error) {
        if (!(error instanceof BrowserNotFoundError)) throw error;
        return { browser, installed: false, install_command: BROWSER_INSTALL_COMMANDS[engine] };
      }
    }),
  };
}

/** The REST API's run of a test: queued as above, answered with the run as `/runs/{id}` shows it. */
export async function queueRunAndRead(
  deps: Parameters<typeof queueRun>[0] & V1Deps,
  userId: string,
  testId: string,
  trigger: RunTrigger = 'api',
): Promise<V1Run> {
  const run = await queueRun(deps, userId, recordId(testId, 'Test not found'), trigger);
  return getV1Run(deps.database.db, deps, userId, run.id);
}
