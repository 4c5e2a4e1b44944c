import { and, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { summariseSuiteRun, type NotificationEvent } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import {
  notificationChannels,
  notificationDeliveries,
  suiteRuns,
  testRuns,
  tests,
} from '../../db/schema.js';
import type { RunOwner } from '../runs/publish-run-status.js';

/**
 * What a run's end is news of: a FAILED or ERROR run is a failure; a pass whose test's previous
 * finished run failed is a recovery; any other end is a run. A cancelled run is the user's own
 * doing, news to nobody: undefined.
 */
export async function runEvent(
  db: Executor,
  run: RunOwner,
  status: string,
): Promise<NotificationEvent | undefined> {
  if (status === 'FAILED' || status === 'ERROR') return 'failure';
  if (status !== 'PASSED') return undefined;
  const [previous] = await db
    .select({ status: testRuns.status })
    .from(testRuns)
    .where(
      and(
        eq(testRuns.testId, run.testId),
        ne(testRuns.id, run.id),
        inArray(testRuns.status, ['PASSED', 'FAILED', 'ERROR']),
      ),
    )
    .orderBy(desc(testRuns.finishedAt))
    .limit(1);
  return previous && previous.status !== 'PASSED' ? 'recovery' : 'run';
}

/** Whether a suite run's statuses hold a failure (FAILED or ERROR). */
const hasFailure = (statuses: string[]) =>
  statuses.some((status) => status === 'FAILED' || status === 'ERROR');

/**
 * What a suite run's end is news of, once all its runs have ended (undefined before, or when
 * every run was cancelled): any failure is a failure; all passing after the suite's previous
 * suite run had one is a recovery; else a run.
 */
async function suiteRunEvent(
  db: Executor,
  suiteRunId: string,
): Promise<{ event: NotificationEvent; suiteId: string } | undefined> {
  const [suiteRun] = await db.select().from(suiteRuns).where(eq(suiteRuns.id, suiteRunId));
  if (!suiteRun) return undefined;
  const statusesOf = async (id: string) =>
    (
      await db.select({ status: testRuns.status }).from(testRuns).where(eq(testRuns.suiteRunId, id))
    ).map((r) => r.status);
  const statuses = await statusesOf(suiteRun.id);
  const { counts } = summariseSuiteRun(statuses);
  if (counts.queued > 0 || counts.running > 0 || counts.cancelled === counts.total)
    return undefined;
  const suiteId = suiteRun.testSuiteId;
  if (hasFailure(statuses)) return { event: 'failure', suiteId };
  const [previous] = await db
    .select({ id: suiteRuns.id })
    .from(suiteRuns)
    .where(and(eq(suiteRuns.testSuiteId, suiteId), lt(suiteRuns.createdAt, suiteRun.createdAt)))
    .orderBy(desc(suiteRuns.createdAt))
    .limit(1);
  // A recovery is every test passing again, not some passing and the rest cancelled.
  const wasFailing = previous ? hasFailure(await statusesOf(previous.id)) : false;
  return { event: wasFailing && counts.passed === counts.total ? 'recovery' : 'run', suiteId };
}

/**
 * Queues one message per channel of the run's owner that wants this end (its suite's or every
 * suite's; failures, recoveries or every run): rows the workers' loop sends, so the run never
 * waits on a receiver. A run of a suite run is told with its suite run, in one message once the
 * last of its runs ends (a nightly suite of 30 failing tests is one message, not 30). A channel
 * gets one message per run or suite run however many processes call this. Returns how many were
 * queued.
 */
export async function queueRunNotifications(
  db: Executor,
  run: RunOwner,
  status: string,
): Promise<number> {
  const [test] = await db
    .select({ suiteId: tests.testSuiteId, suiteRunId: testRuns.suiteRunId })
    .from(testRuns)
    .innerJoin(tests, eq(tests.id, testRuns.testId))
    .where(eq(testRuns.id, run.id));
  if (!test) return 0;
  const ofSuiteRun = test.suiteRunId ? await suiteRunEvent(db, test.suiteRunId) : undefined;
  if (test.suiteRunId && !ofSuiteRun) return 0;
  const event = ofSuiteRun?.event ?? (await runEvent(db, run, status));
  if (!event) return 0;
  const wanted =
    event === 'failure'
      ? or(eq(notificationChannels.onFailure, true), eq(notificationChannels.onEveryRun, true))
      : event === 'recovery'
        ? or(eq(notificationChannels.onRecovery, true), eq(notificationChannels.onEveryRun, true))
        : eq(notificationChannels.onEveryRun, true);
  const channels = await db
    .select({ id: notificationChannels.id })
    .from(notificationChannels)
    .where(
      and(
        eq(notificationChannels.createdBy, run.createdBy),
        eq(notificationChannels.isPaused, false),
        or(
          isNull(notificationChannels.testSuiteId),
          eq(notificationChannels.testSuiteId, test.suiteId),
        ),
        wanted,
      ),
    );
  if (channels.length === 0) return 0;
  const about = test.suiteRunId ? { suiteRunId: test.suiteRunId } : { testRunId: run.id };
  const queued = await db
    .insert(notificationDeliveries)
    .values(channels.map((c) => ({ channelId: c.id, event, ...about })))
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return queued.length;
}
