import type { ResolvedAction } from '@scout/shared';
import { readStep, type StepReading } from '../plain-english/read-step.js';
import { splitSteps } from '../plain-english/split-steps.js';
import { readTestCase, type TestCaseReading } from '../plain-english/test-case.js';

/** One step of the test as written, with the actions the reader found in it, or none (the model's). */
export interface TestStep {
  text: string;
  /** Undefined: the reader refused the step, so the model does it. */
  actions?: ResolvedAction[];
}

interface Part {
  text: string;
  reading: TestCaseReading;
}

// Stands in for a line the reader cannot read, so that a second reading shows where that line
// falls among the reader's actions: a check of text no page shows, which reads in every role (a
// step, a precondition, an expected result).
const MARKER = 'scout-model-step-';
const stand = (i: number) => `check that the page shows "${MARKER}${i}"`;

function markerOf(action: ResolvedAction): number | undefined {
  const expected = action.kind === 'assert' ? action.assertion?.expected : undefined;
  const m = typeof expected === 'string' ? /^scout-model-step-(\d+)$/.exec(expected) : null;
  return m ? Number(m[1]) : undefined;
}

/** Consecutive actions of the same step (its description) as one step of the test. */
function grouped(actions: ResolvedAction[]): TestStep[] {
  const steps: TestStep[] = [];
  for (const action of actions) {
    const last = steps.at(-1);
    if (last?.actions && last.text === action.description) last.actions.push(action);
    else steps.push({ text: action.description, actions: [action] });
  }
  return steps;
}

/**
 * The part's steps as the test-case reader reads them, each line it cannot read put in its place
 * for the model; undefined when a line cannot be placed for sure (a Scenario Outline's line, a
 * line whose words the reader changed), so that the caller reads the part line by line instead.
 */
function placeUnread({ text, reading }: Part, startingUrl: string): TestStep[] | undefined {
  if (reading.unread.length === 0) return grouped(reading.actions);
  const lines = text.split(/\r?\n/);
  for (const [i, u] of reading.unread.entries()) {
    const line = lines[u.line - 1] ?? '';
    const found = [u.text, u.text.replace(/^then\s+/i, '')].find((t) => t && line.includes(t));
    if (!found) return undefined;
    lines[u.line - 1] = line.replace(found, stand(i));
  }
  const again = readTestCase(lines.join('\n'), startingUrl);
  if (again.unread.length > 0) return undefined;
  const steps: TestStep[] = [];
  const own: ResolvedAction[] = [];
  let run: ResolvedAction[] = [];
  for (const action of again.actions) {
    const i = markerOf(action);
    if (i === undefined) {
      run.push(action);
      continue;
    }
    // Each line once, in order: a line repeated (an outline's rows) is not placed here.
    if (i !== steps.filter((s) => !s.actions).length) return undefined;
    steps.push(...grouped(run), { text: reading.unread[i].text });
    own.push(...run);
    run = [];
  }
  steps.push(...grouped(run));
  own.push(...run);
  // The stand-ins changed nothing else the reader does.
  const same = JSON.stringify(own) === JSON.stringify(reading.actions);
  return same &&
    steps.length > 0 &&
    steps.filter((s) => !s.actions).length === reading.unread.length
    ? steps
    : undefined;
}

/** The part read step by step as split (the reading before whole test cases): a fallback. */
function lineByLine(text: string, startingUrl: string): TestStep[] {
  return splitSteps(text).map((step) => {
    const reading: StepReading = readStep(step, startingUrl);
    return reading.ok ? { text: step, actions: reading.actions } : { text: step };
  });
}

/** Written as steps: the reader reads a line of it, or it is laid out as a test case. */
const isSteps = (reading: TestCaseReading): boolean =>
  reading.steps.length > 0 &&
  (reading.actions.length > 0 || reading.assumed.length > 0 || reading.isStructured);

const stepsOf = (part: Part, startingUrl: string): TestStep[] =>
  placeUnread(part, startingUrl) ?? lineByLine(part.text, startingUrl);

/**
 * The test's steps for a planner that reads what it can and asks a model for the rest, or
 * undefined when the test is prose (no part of it reads as steps): then the model gets the whole
 * objective. Each part is read as a whole test case (preconditions, steps, expected results,
 * Gherkin), so a precondition taken as given is neither run nor sent to the model. As the
 * plain-English planner reads a test, the steps are in the objective, or in the description with
 * a one-line objective as the title (unless it opens a page or logs in, the usual lead-in).
 */
export function readTestSteps(
  objective: string,
  description: string | undefined,
  startingUrl: string,
): TestStep[] | undefined {
  const main: Part = { text: objective, reading: readTestCase(objective, startingUrl) };
  const extra: Part | undefined = description
    ? { text: description, reading: readTestCase(description, startingUrl) }
    : undefined;
  if (extra && isSteps(extra.reading)) {
    const { reading } = main;
    const first =
      reading.steps[0] === undefined ? undefined : readStep(reading.steps[0], startingUrl);
    const isLeadIn =
      reading.steps.length === 1 &&
      reading.unread.length === 0 &&
      reading.actions.some((a) => a.kind === 'navigate' || a.kind === 'login');
    // An objective that opens with a statement is the test's title ("Clearing finished tasks
    // empties the list"), not a check.
    const isStatement = first?.ok === true && first.statement === true;
    const mainCounts = isSteps(reading) && !isStatement && (reading.steps.length > 1 || isLeadIn);
    return [...(mainCounts ? stepsOf(main, startingUrl) : []), ...stepsOf(extra, startingUrl)];
  }
  if (isSteps(main.reading)) return stepsOf(main, startingUrl);
  return undefined;
}
