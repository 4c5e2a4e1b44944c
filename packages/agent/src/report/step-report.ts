import type { Assertion, StepDialog, StepOrigin, StepReport, Target } from '@scout/shared';
import { isRunProblem, type ActOutcome } from '../core/outcome.js';
import type { PlannedAction } from '../core/planner.js';

export interface StepParts {
  index: number;
  action: PlannedAction;
  outcome: ActOutcome;
  origin: StepOrigin;
  durationMs: number;
  screenshot?: string;
  /** Native dialogs the page opened during the step (masked already). */
  dialogs?: StepDialog[];
  /** Replaces secrets in every text of the step. */
  mask: (text: string) => string;
}

/** One executed step as the report, the live view and the verdict see it. */
export function toStepReport({
  index,
  action,
  outcome,
  origin,
  durationMs,
  screenshot,
  dialogs,
  mask,
}: StepParts): StepReport {
  const target = outcome.ok ? (outcome.target ?? action.target) : action.target;
  const message = outcome.ok ? outcome.note : outcome.error;
  const check = action.assertion
    ? checkOf(action.assertion, outcome.target ?? action.target, mask)
    : undefined;
  return {
    index,
    action: action.kind,
    description: mask(action.description),
    ...(target ? { target: mask(target.description) } : {}),
    ...(action.value !== undefined ? { value: mask(action.value) } : {}),
    outcome: outcome.ok ? 'passed' : isRunProblem(outcome.reason) ? 'error' : 'failed',
    ...(message ? { message: mask(message) } : {}),
    ...(check ? { check } : {}),
    durationMs,
    ...(screenshot ? { screenshot } : {}),
    ...(dialogs?.length ? { dialogs } : {}),
    origin,
  };
}

/** What a check step checked, as the verdict compares checks: the assertion, and the element it
 *  looked at by role and name (or label, placeholder, text) with where it was. */
function checkOf(
  assertion: Assertion,
  target: Target | undefined,
  mask: (text: string) => string,
): NonNullable<StepReport['check']> {
  const element = target && elementKey(target);
  const expected =
    typeof assertion.expected === 'string' ? mask(assertion.expected) : assertion.expected;
  return {
    kind: assertion.kind,
    ...(expected !== undefined ? { expected } : {}),
    ...(assertion.match ? { match: assertion.match } : {}),
    ...(element ? { element: mask(element) } : {}),
  };
}

function elementKey(target: Target): string | undefined {
  const what =
    target.role && target.name
      ? `${target.role} "${target.name}"`
      : target.label
        ? `label "${target.label}"`
        : target.placeholder
          ? `placeholder "${target.placeholder}"`
          : target.text
            ? `text "${target.text}"`
            : (target.name ?? target.role);
  if (!what) return undefined;
  const where = [
    target.region ? `in ${target.region}` : '',
    target.near !== undefined ? `near "${target.near}"` : '',
    target.nth !== undefined ? `#${target.nth}` : '',
    target.frames?.length ? `in frame ${target.frames.join(' > ')}` : '',
  ].filter(Boolean);
  return [what, ...where].join(' ');
}
