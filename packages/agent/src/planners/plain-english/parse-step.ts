import type { ResolvedAction } from '@scout/shared';
import { DIALOG_AND_TAB_FORMS } from './dialogs-and-tabs.js';
import { readStep } from './read-step.js';
import { FRAME_FORMS } from './reader/read.js';

/** `statement` marks a step read as a bare statement ("the page shows …") rather than an instruction. */
export type ParsedStep =
  { ok: true; action: ResolvedAction; actions: ResolvedAction[]; statement?: true } | { ok: false };

/** Reads one step written in plain English; `action` is its first action (most steps have one).
 *  `{ ok: false }` when it is not a form the planner understands (see readStep for why). */
export function parseStep(step: string, startingUrl: string): ParsedStep {
  const read = readStep(step, startingUrl);
  if (!read.ok) return { ok: false };
  return {
    ok: true,
    action: read.actions[0],
    actions: read.actions,
    ...(read.statement ? { statement: true as const } : {}),
  };
}

/** The forms the plain-English planner understands, for the error shown when a step is not one. */
export const UNDERSTOOD_FORMS = [...FRAME_FORMS, ...DIALOG_AND_TAB_FORMS];
