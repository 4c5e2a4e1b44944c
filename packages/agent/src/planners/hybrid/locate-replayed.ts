import type { ResolvedAction } from '@scout/shared';
import type { TestStep } from './read-test-steps.js';

/** Where the test stands after replayed actions: the step, the next of its actions (a step the
 *  reader understood), and what the model had done of it (a step the model does). */
export interface ReplayPosition {
  step: number;
  action: number;
  modelDone: ResolvedAction[];
}

// A replayed action is the reader's when it is the same kind with the step's own words (the
// executor may have pinned its target down since).
function isSame(planned: ResolvedAction, replayed: ResolvedAction): boolean {
  return planned.kind === replayed.kind && planned.description === replayed.description;
}

/** The first action the reader plans after step `i`, if the next step with actions is the reader's. */
function nextReaderAction(steps: TestStep[], i: number): ResolvedAction | undefined {
  for (const step of steps.slice(i + 1)) {
    if (!step.actions) return undefined;
    if (step.actions.length > 0) return step.actions[0];
  }
  return undefined;
}

/**
 * Maps the actions replay carried out onto the test's steps: the reader's steps by their actions,
 * a model's step by everything up to the next step the reader does. Undefined when the actions do
 * not follow these steps (they were recorded from another reading of the test).
 */
export function locateReplayed(
  steps: TestStep[],
  done: ResolvedAction[],
): ReplayPosition | undefined {
  let p = 0;
  for (const [i, step] of steps.entries()) {
    if (step.actions) {
      for (const [j, action] of step.actions.entries()) {
        if (p === done.length) return { step: i, action: j, modelDone: [] };
        if (!isSame(action, done[p])) return undefined;
        p += 1;
      }
      continue;
    }
    const start = p;
    const boundary = nextReaderAction(steps, i);
    while (p < done.length && !(boundary && isSame(boundary, done[p]))) p += 1;
    // Replay stopped inside the model's step, or at its end: the model looks and says which.
    if (p === done.length) return { step: i, action: 0, modelDone: done.slice(start) };
  }
  return p === done.length ? { step: steps.length, action: 0, modelDone: [] } : undefined;
}
