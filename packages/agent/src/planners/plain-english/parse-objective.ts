import type { ResolvedAction } from '@scout/shared';
import { parseStep, UNDERSTOOD_FORMS } from './parse-step.js';
import { readInOrder, readStep } from './read-step.js';
import { splitSteps } from './split-steps.js';

export type ParsedObjective =
  { ok: true; actions: ResolvedAction[] } | { ok: false; error: string };

function parseAll(
  steps: string[],
  startingUrl: string,
): { actions: ResolvedAction[]; failed?: string; why?: string } {
  // "Expand 'Shipping'" then "check it mentions …": "it" is the section the step before opened.
  const read = readInOrder(steps, (step) => readStep(step, startingUrl));
  return read.failed === undefined
    ? { actions: read.actions }
    : { actions: read.actions, failed: read.failed, why: read.refusal.message };
}

/** The message shown when a step is not a form the plain-English planner reads, with the reason
 *  the reader gave (not about the page, two readings, …) when there is one. */
export function notUnderstoodMessage(step: string, why?: string): string {
  const reason = why && !why.startsWith(`“${step}” is not a step`) ? ` ${why}` : '';
  return `The plain-English planner does not understand the step "${step}".${reason} It understands steps like:\n${UNDERSTOOD_FORMS.map((f) => `- ${f}`).join('\n')}`;
}

/**
 * Reads the test's steps. Written either way round: steps in the objective (with more steps or
 * prose in the description), or a one-line title as the objective and the steps in the
 * description. A part none of whose lines is a step is prose and is skipped; a part that mixes
 * steps and lines it cannot read is an ERROR naming the first such line.
 */
export function parseObjective(
  objective: string,
  description: string | undefined,
  startingUrl: string,
): ParsedObjective {
  const mainSteps = splitSteps(objective);
  const extraSteps = description ? splitSteps(description) : [];
  const main = parseAll(mainSteps, startingUrl);
  const extra = parseAll(extraSteps, startingUrl);
  const mainOk = mainSteps.length > 0 && !main.failed;
  if (extraSteps.length > 0 && !extra.failed) {
    // The steps are in the description; the objective adds to them only when it is instructions.
    // A one-line objective is taken as the test's title ("Clear completed empties the list")
    // unless it opens a page or logs in, the usual lead-in to a list of steps.
    const leadIn =
      mainSteps.length === 1 && ['navigate', 'login'].includes(main.actions[0]?.kind ?? '');
    const mainCounts =
      mainOk && !isStatement(mainSteps[0], startingUrl) && (mainSteps.length > 1 || leadIn);
    return { ok: true, actions: [...(mainCounts ? main.actions : []), ...extra.actions] };
  }
  const extraIsProse = extraSteps.every((step) => !parseStep(step, startingUrl).ok);
  if (extra.failed && !extraIsProse)
    return { ok: false, error: notUnderstoodMessage(extra.failed, extra.why) };
  if (main.failed) return { ok: false, error: notUnderstoodMessage(main.failed, main.why) };
  if (!mainOk)
    return { ok: false, error: 'The test has no steps: write what to do, one step per line.' };
  return { ok: true, actions: main.actions };
}

function isStatement(step: string, startingUrl: string): boolean {
  const parsed = parseStep(step, startingUrl);
  return parsed.ok && parsed.statement === true;
}
