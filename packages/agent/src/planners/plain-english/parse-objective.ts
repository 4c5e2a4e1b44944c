import type { ResolvedAction } from '@scout/shared';
import { parseStep, UNDERSTOOD_FORMS } from './parse-step.js';
import { readTestCase, type TestCaseReading, type UnreadLine } from './test-case.js';

export type ParsedObjective =
  | { ok: true; actions: ResolvedAction[]; assumed: string[] }
  | { ok: false; error: string; unread: UnreadLine[] };

const FORMS = () =>
  `It understands steps like:\n${UNDERSTOOD_FORMS.map((f) => `- ${f}`).join('\n')}`;

/** The reader's reason, unless it only says the step is not a step. */
function reasonOf(step: string, why?: string): string {
  return why && !why.startsWith(`“${step}” is not a step`) ? ` ${why}` : '';
}

/** The message shown when a step is not a form the plain-English planner reads, with the reason
 *  the reader gave (not about the page, two readings, …) when there is one, and the closest
 *  phrasing it reads when known. */
export function notUnderstoodMessage(step: string, why?: string, closest?: string): string {
  const near = closest ? ` The closest step it reads: ${closest}.` : '';
  return `The plain-English planner does not understand the step "${step}".${reasonOf(step, why)}${near} ${FORMS()}`;
}

/** Every line of the test not understood, at once, each with why and the closest phrasing Scout
 *  reads; one line reads as notUnderstoodMessage. `where` names the part ("the description"). */
export function unreadMessage(unread: Array<UnreadLine & { where?: string }>): string {
  if (unread.length === 1) {
    const [u] = unread;
    return notUnderstoodMessage(u.text, u.why, u.closest);
  }
  const [first, ...others] = unread;
  const lines = unread.map(
    (u) =>
      `- line ${u.line}${u.where ?? ''}: "${u.text}".${reasonOf(u.text, u.why)}${u.closest ? ` The closest step it reads: ${u.closest}.` : ''}`,
  );
  return `The plain-English planner does not understand the step "${first.text}" and ${others.length} more step${others.length === 1 ? '' : 's'} of this test:\n${lines.join('\n')}\n${FORMS()}`;
}

/**
 * Reads the test's steps. Written either way round: steps in the objective (with more steps or
 * prose in the description), or a one-line title as the objective and the steps in the
 * description. A part none of whose lines is a step (and that is not laid out as a test case) is
 * prose and is skipped; a part that has lines it cannot read is an ERROR listing every such line.
 * Preconditions that describe data or state are not run: they are returned as `assumed`.
 */
export function parseObjective(
  objective: string,
  description: string | undefined,
  startingUrl: string,
): ParsedObjective {
  const main = readTestCase(objective, startingUrl);
  const extra = description ? readTestCase(description, startingUrl) : undefined;
  const mainOk = main.steps.length > 0 && main.unread.length === 0;
  if (extra && extra.steps.length > 0 && extra.unread.length === 0) {
    // The steps are in the description; the objective adds to them only when it is instructions.
    // A one-line objective is taken as the test's title ("Clearing finished tasks empties the
    // list") unless it opens a page or logs in, the usual lead-in to a list of steps.
    // A single word ("Login", "Search") names the test, like any title: it is no step.
    const leadIn =
      main.steps.length === 1 &&
      /\s/.test(objective.trim()) &&
      ['navigate', 'login'].includes(main.actions[0]?.kind ?? '');
    const mainCounts =
      mainOk &&
      !isStatement(main.steps[0], startingUrl) &&
      (main.steps.length > 1 || leadIn) &&
      !namesACase(objective, description ?? '');
    return {
      ok: true,
      actions: [...(mainCounts ? main.actions : []), ...extra.actions],
      assumed: [...(mainCounts ? main.assumed : []), ...extra.assumed],
    };
  }
  if (extra && extra.unread.length > 0 && !isProse(extra)) {
    // Lines of the objective too, when it is a list of steps rather than a title.
    const both =
      main.steps.length > 1 &&
      main.actions.length > 0 &&
      main.unread.length > 0 &&
      !namesACase(objective, description ?? '');
    if (!both) return { ok: false, error: unreadMessage(extra.unread), unread: extra.unread };
    const error = unreadMessage([
      ...main.unread.map((u) => ({ ...u, where: ' of the objective' })),
      ...extra.unread.map((u) => ({ ...u, where: ' of the description' })),
    ]);
    return { ok: false, error, unread: [...main.unread, ...extra.unread] };
  }
  if (main.unread.length > 0)
    return { ok: false, error: unreadMessage(main.unread), unread: main.unread };
  if (!mainOk)
    return {
      ok: false,
      error: 'The test has no steps: write what to do, one step per line.',
      unread: [],
    };
  return { ok: true, actions: main.actions, assumed: main.assumed };
}

const HEADING =
  /^\s*(?:#+\s*|(?:scenario(?:\s+outline|\s+template)?|example|test\s*case(?:\s*(?:name|title))?|tc\s*name|title|name)\s*[:|-]\s*)/i;

/** The objective is the title the description gives its case ("Scenario: Input email address and
 *  submit", "## Input …", a Title cell): it names the test, it is no step of it. */
function namesACase(objective: string, description: string): boolean {
  const norm = (t: string) =>
    t
      .replace(/""/g, '"')
      .replace(/^["'\s]+|["'.\s]+$/g, '')
      .replace(/\s+/g, ' ')
      .toLowerCase();
  const title = norm(objective);
  if (!title) return false;
  return description.split(/\r?\n/).some((line) => {
    const cells = [
      line.replace(HEADING, ''),
      ...line.split(/\t|\s*\|\s*|,(?=(?:[^"]*"[^"]*")*[^"]*$)/),
    ];
    return cells.some((c) => norm(c.replace(HEADING, '')) === title);
  });
}

/** Prose: no line of it reads, and nothing lays it out as a test case. */
function isProse(reading: TestCaseReading): boolean {
  return !reading.isStructured && reading.assumed.length === 0 && reading.actions.length === 0;
}

function isStatement(step: string, startingUrl: string): boolean {
  const parsed = parseStep(step, startingUrl);
  return parsed.ok && parsed.statement === true;
}
