import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BrowserSession, RunTestOptions } from '@scout/agent';
import {
  toAgentBrowser,
  type ResolvedAction,
  type RunReport,
  type RunSpec,
  type TestingUserCredentials,
} from '@scout/shared';
import type { AppDeps } from '../context.js';
import { testRuns, tests, testSuites, testingUsers } from '../db/schema.js';
import type { EventBus } from '../live/event-bus.js';
import type { Logger } from '../lib/logger.js';
import { runDirectory } from '../lib/artifact-store.js';
import { recordStep } from '../services/runs/record-step.js';
import type { ChildRunOptions } from './runner/protocol.js';

export interface RunContext {
  deps: AppDeps;
  bus: EventBus;
  logger: Logger;
  runTest: (
    spec: RunSpec,
    options: Pick<RunTestOptions, 'browserSession' | 'onEvent' | 'signal'> &
      Partial<ChildRunOptions> & {
        logger?: Logger;
        /** Called when the agent is given the run: its own clock starts then, after the run
         *  waited for a runner user and its process loaded (execute-within-limit.ts). */
        onAgentStart?: () => void;
      },
  ) => Promise<RunReport>;
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
 * Runs one claimed test run with the agent: the browser, starting URL and objective recorded on
 * the run when it was queued (what the results page shows is what ran), the test's description
 * and testing user, and the test's stored replay list while it still matches. Returns the report;
 * the caller ends the run with it (services/runs/finish-run).
 */
export async function executeRun(
  ctx: RunContext,
  run: { id: string; testId: string; createdBy: string },
  signal?: AbortSignal,
  onAgentStart?: () => void,
): Promise<RunOutcome> {
  const { db } = ctx.deps.database;
  const [row] = await db
    .select({ test: tests, suite: testSuites, queued: testRuns })
    .from(testRuns)
    .innerJoin(tests, eq(tests.id, testRuns.testId))
    .innerJoin(testSuites, eq(testSuites.id, tests.testSuiteId))
    .where(and(eq(testRuns.id, run.id), eq(tests.createdBy, run.createdBy)));
  if (!row) return failed('The test was deleted before it could run.');
  const { test, suite, queued } = row;
  const startingUrl = queued.startingUrl ?? suite.startingUrl;
  const objective = queued.testObjective ?? test.testObjective;
  if (!startingUrl) return failed('Starting URL is required to run a test');
  if (!objective?.trim()) return failed('Test objective is required to run a test');

  const testingUserId = test.testingUserId ?? suite.testingUserId;
  let testingUser: TestingUserCredentials | undefined;
  if (testingUserId) {
    const loaded = await loadCredentials(ctx.deps, testingUserId, run.createdBy);
    if ('problem' in loaded) return failed(loaded.problem);
    testingUser = loaded.credentials;
  }
  const key = replayKeyOf({ objective, description: test.description, startingUrl, testingUserId });
  const replay = test.replayKey === key ? (test.replayActions as ResolvedAction[] | null) : null;

  const spec: RunSpec = {
    objective,
    description: test.description ?? undefined,
    startingUrl,
    browser: toAgentBrowser(queued.browser),
    testingUser,
    replay: replay ?? undefined,
    outDir: runDirectory(ctx.deps.config.dataDir, run.id),
    timeoutMs: ctx.deps.config.runTimeLimitMs,
  };
  const browserSession = await ctx.browserFor(spec.browser!);
  const report = await ctx.runTest(spec, {
    browserSession,
    signal,
    logger: ctx.logger,
    onAgentStart,
    onEvent: (event) => {
      if (event.type !== 'step' || signal?.aborted) return;
      void recordStep(ctx.bus, run, event.step).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'could not publish a step'),
      );
    },
  });
  return { kind: 'report', report, replayKey: key } as const;
}

export type RunOutcome =
  { kind: 'report'; report: RunReport; replayKey: string } | { kind: 'error'; reason: string };

/** The testing user's decrypted credentials, or why the run cannot use them. */
async function loadCredentials(
  deps: AppDeps,
  id: string,
  owner: string,
): Promise<{ credentials: TestingUserCredentials } | { problem: string }> {
  const [user] = await deps.database.db
    .select()
    .from(testingUsers)
    .where(and(eq(testingUsers.id, id), eq(testingUsers.createdBy, owner)));
  if (!user)
    return { problem: 'The testing user of this test no longer exists: choose another one.' };
  if (!user.isActive)
    return {
      problem: `The testing user “${user.name}” is inactive: activate it or choose another one.`,
    };
  if (user.authType === 'cookie' && user.cookieKey && user.cookieValueEncrypted) {
    return {
      credentials: {
        kind: 'cookie',
        name: user.cookieKey,
        value: deps.secrets.decrypt(user.cookieValueEncrypted),
      },
    };
  }
  if (user.authType === 'email_password' && user.email && user.passwordEncrypted) {
    return {
      credentials: {
        kind: 'email_password',
        email: user.email,
        password: deps.secrets.decrypt(user.passwordEncrypted),
      },
    };
  }
  return {
    problem: `The testing user “${user.name}” has no ${user.authType === 'cookie' ? 'cookie' : 'password'} set.`,
  };
}

function failed(reason: string): RunOutcome {
  return { kind: 'error', reason };
}
