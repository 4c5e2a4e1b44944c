import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { NotificationEvent } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import { notificationChannels, notificationDeliveries, testRuns, tests } from '../../db/schema.js';
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

/**
 * Queues one message per channel of the run's owner that wants this end (its suite's or every
 * suite's; failures, recoveries or every run): rows the workers' loop sends, so the run never
 * waits on a receiver. A channel gets one message per run however many processes call this.
 * Returns how many were queued.
 */
export async function queueRunNotifications(
  db: Executor,
  run: RunOwner,
  status: string,
): Promise<number> {
  const event = await runEvent(db, run, status);
  if (!event) return 0;
  const [test] = await db
    .select({ suiteId: tests.testSuiteId })
    .from(tests)
    .where(eq(tests.id, run.testId));
  if (!test) return 0;
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
  const queued = await db
    .insert(notificationDeliveries)
    .values(channels.map((c) => ({ channelId: c.id, testRunId: run.id, event })))
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return queued.length;
}
