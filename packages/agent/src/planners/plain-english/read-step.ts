import type { ResolvedAction } from '@scout/shared';
import type { RefusalKind } from './reader/frames.js';
import { readWithFrames } from './reader/read.js';
import { maskQuotes, restoreQuotes } from './quotes.js';
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
  if (!result.ok) return bothChecks(step, startingUrl) ?? { ok: false, refusal: result.refusal };
  return result;
}

/** "verify the page shows 'Renamed.' and 'Delete Artemis' is visible": two checks, each read on its
 *  own (the verb carried over); undefined unless both halves read as checks. */
function bothChecks(step: string, startingUrl: string): StepReading | undefined {
  const masked = maskQuotes(step.trim());
  const m = /^((?:(?:then|and)\s+)?(?:(?:i|we)\s+)?(?:verify|check|ensure|make sure|confirm|assert|expect)\s+(?:that\s+)?)(.+?)\s+and\s+(?:that\s+)?(.+)$/i.exec(masked.text);
  if (!m) return undefined;
  const parts = [m[1] + m[2], `${m[1]}${m[3]}`].map((p) => readWithFrames(restoreQuotes(p, masked.quotes), startingUrl));
  if (!parts.every((p) => p.ok && p.actions.every((a) => a.kind === 'assert'))) return undefined;
  const actions = parts.flatMap((p) => (p.ok ? p.actions.map((a) => ({ ...a, description: step.trim() })) : []));
  return { ok: true, actions, frame: 'checks' };
}
