import type { ResolvedAction } from '@scout/shared';
import { parseStep } from './parse-step.js';

/** Why a step was not read: it is not about the page (`not_a_ui_step`), it matches no frame
 *  (`no_frame`), it lacks a slot a frame needs (`missing_slot`), two readings tie (`ambiguous`). */
export type RefusalKind = 'not_a_ui_step' | 'no_frame' | 'missing_slot' | 'ambiguous';

export type StepReading =
  | { ok: true; actions: ResolvedAction[]; statement?: true }
  | { ok: false; refusal: { kind: RefusalKind; message: string } };

/** Reads one step as the actions it means (one, or several for an intent such as "log in with
 *  email … and password …"), or says why it will not. */
export function readStep(step: string, startingUrl: string): StepReading {
  const parsed = parseStep(step, startingUrl);
  if (!parsed.ok) return { ok: false, refusal: { kind: 'no_frame', message: `Scout does not understand the step "${step}".` } };
  return { ok: true, actions: [parsed.action], ...(parsed.statement ? { statement: true as const } : {}) };
}
