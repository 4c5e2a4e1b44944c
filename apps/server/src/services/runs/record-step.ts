import type { StepReport } from '@scout/shared';
import type { EventBus } from '../../live/event-bus.js';
import type { RunOwner } from './publish-run-status.js';

/** A step the agent just completed, to the owner's open pages. Steps are stored with the result
 *  when the run finishes; until then they live only in the pages that watch the run. */
export async function recordStep(bus: EventBus, run: RunOwner, step: StepReport) {
  await bus.publish(run.createdBy, { type: 'step', testId: run.testId, runId: run.id, step });
}
