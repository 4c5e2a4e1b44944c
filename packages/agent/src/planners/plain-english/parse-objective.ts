import type { ResolvedAction } from '@scout/shared';
import { parseStep, UNDERSTOOD_FORMS } from './parse-step.js';
import { splitSteps } from './split-steps.js';

export type ParsedObjective = { ok: true; actions: ResolvedAction[] } | { ok: false; error: string };

function parseAll(steps: string[], startingUrl: string): { actions: ResolvedAction[]; failed?: string } {
  const actions: ResolvedAction[] = [];
  for (const step of steps) {
    const parsed = parseStep(step, startingUrl);
    if (!parsed.ok) return { actions, failed: step };
    actions.push(parsed.action);
  }
  return { actions };
}

/** The message shown when a step is not a form the plain-English planner reads. */
export function notUnderstoodMessage(step: string): string {
  return `The plain-English planner does not understand the step "${step}". It understands steps like:\n${UNDERSTOOD_FORMS.map((f) => `- ${f}`).join('\n')}`;
}

/**
 * Reads the objective and then the description as one list of steps. A description written as
 * prose (none of its lines is a step) is context and is skipped; otherwise every step must parse.
 */
export function parseObjective(objective: string, description: string | undefined, startingUrl: string): ParsedObjective {
  const main = parseAll(splitSteps(objective), startingUrl);
  if (main.failed) return { ok: false, error: notUnderstoodMessage(main.failed) };
  const extraSteps = description ? splitSteps(description) : [];
  const extra = parseAll(extraSteps, startingUrl);
  const isProse = extraSteps.every((step) => !parseStep(step, startingUrl).ok);
  if (extra.failed && !isProse) return { ok: false, error: notUnderstoodMessage(extra.failed) };
  const actions = [...main.actions, ...(extra.failed ? [] : extra.actions)];
  if (actions.length === 0) return { ok: false, error: 'The test has no steps: write what to do, one step per line.' };
  return { ok: true, actions };
}
