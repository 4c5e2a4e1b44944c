import type { ResolvedAction } from '@scout/shared';
import { readStep, type StepReading } from '../plain-english/read-step.js';
import { splitSteps } from '../plain-english/split-steps.js';

/** One step of the test as written, with the actions the reader found in it, or none (the model's). */
export interface TestStep {
  text: string;
  /** Undefined: the reader refused the step, so the model does it. */
  actions?: ResolvedAction[];
}

interface ReadPart {
  steps: string[];
  readings: StepReading[];
}

function readPart(text: string | undefined, startingUrl: string): ReadPart {
  const steps = text ? splitSteps(text) : [];
  return { steps, readings: steps.map((step) => readStep(step, startingUrl)) };
}

// A part is written as steps when the reader understands a line of it, as the plain-English
// planner decides (a statement it reads as a check counts: "The page shows 'Saved'").
function isStepLike(part: ReadPart): boolean {
  return part.readings.some((reading) => reading.ok);
}

function toSteps(part: ReadPart): TestStep[] {
  return part.steps.map((text, i) => {
    const reading = part.readings[i];
    return reading.ok ? { text, actions: reading.actions } : { text };
  });
}

/**
 * The test's steps for a planner that reads what it can and asks a model for the rest, or
 * undefined when the test is prose (no part of it reads as steps): then the model gets the whole
 * objective. As the plain-English planner reads a test, the steps are in the objective, or in the
 * description with a one-line objective as the title (unless it opens a page or logs in, the usual
 * lead-in to a list of steps).
 */
export function readTestSteps(
  objective: string,
  description: string | undefined,
  startingUrl: string,
): TestStep[] | undefined {
  const main = readPart(objective, startingUrl);
  const extra = readPart(description, startingUrl);
  if (isStepLike(extra)) {
    const first = main.readings[0];
    const isLeadIn =
      main.steps.length === 1 &&
      first?.ok === true &&
      first.actions.some((a) => a.kind === 'navigate' || a.kind === 'login');
    // An objective that opens with a statement is the test's title ("Clear completed empties the
    // list"), not a check.
    const isStatement = first?.ok === true && first.statement === true;
    const mainCounts = isStepLike(main) && !isStatement && (main.steps.length > 1 || isLeadIn);
    return [...(mainCounts ? toSteps(main) : []), ...toSteps(extra)];
  }
  if (isStepLike(main)) return toSteps(main);
  return undefined;
}
