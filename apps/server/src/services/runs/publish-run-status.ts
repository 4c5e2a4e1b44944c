import type { RunStatus } from '@scout/shared';
import type { Executor } from '../../db/executor.js';
import type { EventBus } from '../../live/event-bus.js';

/** Who sees a run's changes, and which test they change. */
export interface RunOwner {
  id: string;
  testId: string;
  createdBy: string;
}

/**
 * Tells the owner's open pages the run's new status, and its test's (they move together). Sent
 * inside the transaction that made the change, so a page hears it only once that change is
 * committed, and in the order the changes were committed: a worker can only claim a run after
 * the transaction that queued it (and announced QUEUED) has committed, so RUNNING always comes
 * after QUEUED, however slow the request that queued it is afterwards.
 */
export async function publishRunStatus(
  bus: EventBus,
  tx: Executor,
  run: RunOwner,
  status: Exclude<RunStatus, 'CANCELLED'>,
) {
  await bus.publish(run.createdBy, { type: 'run', testId: run.testId, runId: run.id, status }, tx);
  await bus.publish(run.createdBy, { type: 'test', testId: run.testId, status }, tx);
}
