import type { ResolvedAction } from '@scout/shared';
import type { RefusalKind } from './reader/frames.js';
import { readWithFrames } from './reader/read.js';
import { splitSteps } from './split-steps.js';

export type { RefusalKind } from './reader/frames.js';

export type StepReading =
  | { ok: true; actions: ResolvedAction[]; statement?: true; frame: string }
  | { ok: false; refusal: { kind: RefusalKind; message: string } };

/** Reads one step as the actions it means (one, or several for an intent such as "log in with
 *  email … and password …"), or says why it will not: not about the page (`not_a_ui_step`), no
 *  frame fits (`no_frame`), a frame's verb without the rest of its form (`missing_slot`), or two
 *  readings that tie (`ambiguous`). The frames are in reader/frames.ts. */
export function readStep(step: string, startingUrl: string): StepReading {
  // A sentence that holds several steps ("Enter 'John' in 'User name' and click OK") is read as them.
  const parts = splitSteps(step);
  if (parts.length > 1) {
    const actions: ResolvedAction[] = [];
    for (const part of parts) {
      const read = readWithFrames(part, startingUrl);
      if (!read.ok) return { ok: false, refusal: read.refusal };
      actions.push(...read.actions);
    }
    return { ok: true, actions, frame: 'steps' };
  }
  const result = readWithFrames(step, startingUrl);
  if (!result.ok) return { ok: false, refusal: result.refusal };
  return result;
}
