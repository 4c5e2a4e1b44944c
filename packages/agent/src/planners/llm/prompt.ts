import { SECRET_PLACEHOLDERS, type ResolvedAction } from '@scout/shared';
import type { PageObservation, PublicRunSpec } from '../../core/planner.js';

/** Rules for the model; the test itself goes in the first user message so this text stays fixed. */
export const SYSTEM_PROMPT = `You are Scout, a careful QA tester. You test a web application in a real browser by calling tools, one tool call per answer.

How you see the page: each turn you get the URL, the title and an accessibility snapshot (YAML). Elements carry refs like [ref=e12]; pass the ref (e12) to the tools to act on that element. Refs change when the page changes, so only use refs from the latest snapshot. A screenshot may come with it.

How you work:
- Do what the test says, step by step, like a person would. Do not invent steps the test does not need.
- Before a PASSED verdict, check what the test expects with the assert tool. Only the assert tool proves something: a PASSED with no check that held ends the run as ERROR, and a check that failed and never held later makes it FAILED.
- Browser dialogs (alert, confirm, prompt) stay open after the action that opened them and block the page: answer them with the dialog tool, and check their message with assert kind "dialog". If you act on the page instead, Scout accepts the dialog first.
- A tab an action opens becomes the page you act on; switch_tab goes to another tab and close_tab closes the current one.
- When an action or assertion fails, read the error and try another way once or twice (another element, scrolling, waiting); do not repeat the same failing call.
- Call verdict to end the test:
  - PASSED: everything the test expects was done and checked.
  - FAILED: the application does not do what the test expects (an assertion is false, an expected element or message never appears). Say which step and why in words a product manager understands.
  - ERROR: the test could not be carried out (the site is unreachable, the test is unclear, you are stuck).

The testing user: never guess credentials. To type the testing user's email, fill ${SECRET_PLACEHOLDERS.email}; for the password, fill ${SECRET_PLACEHOLDERS.password}. Type these placeholders exactly; Scout replaces them with the real values. You never see the real password.

Always answer with exactly one tool call.`;

/** The first user message: what to test. */
export function renderTask(spec: PublicRunSpec): string {
  const lines = [`Test objective:\n${spec.objective}`];
  if (spec.description) lines.push(`More about the test:\n${spec.description}`);
  lines.push(`Starting URL: ${spec.startingUrl} (the browser is already there).`);
  return [...lines, ...renderTestingUser(spec)].join('\n\n');
}

/** One step of a test whose other steps Scout does itself (the steps it reads without a model). */
export interface StepGoal {
  /** The test's steps as written. */
  steps: string[];
  /** 0-based: the step the model is to do; the ones before it are done. */
  index: number;
}

/**
 * The first user message when the model does one step: the test as context, the steps with the
 * ones done marked, and what ends the step. The verdict tool ends the step, not the test; the
 * system prompt stays the same for both kinds of task.
 */
export function renderStepTask(spec: PublicRunSpec, goal: StepGoal): string {
  const step = goal.steps[goal.index];
  const list = goal.steps
    .map(
      (s, i) =>
        `${i + 1}. ${s}${i < goal.index ? ' (done)' : i === goal.index ? ' (your step)' : ''}`,
    )
    .join('\n');
  const lines = [`Test objective:\n${spec.objective}`];
  if (spec.description) lines.push(`More about the test:\n${spec.description}`);
  lines.push(
    `The test's steps:\n${list}`,
    `Scout does the steps it can read by itself; you do one. Do this step: ${step}`,
    'Do only this step, on the page as it is now (the steps before it are done). Then call verdict: ' +
      'PASSED when the step is done (when the step is a check, make it with the assert tool first), ' +
      'FAILED when the application does not let it be done as the step expects, ERROR when it cannot be carried out.',
    `The test started at ${spec.startingUrl}.`,
  );
  return [...lines, ...renderTestingUser(spec)].join('\n\n');
}

function renderTestingUser(spec: PublicRunSpec): string[] {
  if (spec.testingUser?.kind === 'email_password') {
    return [
      `A testing user exists. Its email is ${SECRET_PLACEHOLDERS.email} and its password ${SECRET_PLACEHOLDERS.password}.`,
    ];
  }
  if (spec.testingUser?.kind === 'cookie') {
    return ['The browser is already signed in as the testing user (through a session cookie).'];
  }
  return [];
}

/** Tells the model which steps replay carried out before the planner took over. */
export function renderReplayed(completed: ResolvedAction[]): string {
  const steps = completed.map((a, i) => `${i + 1}. ${a.description}`).join('\n');
  return `These steps were already carried out (replayed from the last passing run):\n${steps}\nContinue from here.`;
}

// A very large page would otherwise blow the token budget in one turn.
const MAX_SNAPSHOT_CHARS = 40_000;

/** The page as the model sees it this turn. */
export function renderObservation(o: PageObservation): string {
  const snapshot =
    o.ariaSnapshot.length > MAX_SNAPSHOT_CHARS
      ? `${o.ariaSnapshot.slice(0, MAX_SNAPSHOT_CHARS)}\n… (snapshot cut: the page is very long; scroll or navigate to see more)`
      : o.ariaSnapshot;
  const tabs = o.tabs ? `\nTabs: ${o.tabs.count} open; this is tab ${o.tabs.current}.` : '';
  if (o.dialog) {
    return `Current page\nURL: ${o.url}${tabs}\nA browser ${o.dialog.type} dialog is open and blocks the page: “${o.dialog.message}”. Answer it with the dialog tool (accept or dismiss${o.dialog.type === 'prompt' ? '; text is typed into the prompt before OK' : ''}) or check its message with assert kind "dialog". The page cannot be seen until it is answered.`;
  }
  return `Current page\nURL: ${o.url}${tabs}\nTitle: ${o.title}\nAccessibility snapshot:\n${snapshot}`;
}

/** What stays of an older observation: enough to follow the story, without its outdated refs. */
export function renderObservationNote(o: PageObservation): string {
  return `(Earlier page: ${o.url} "${o.title}"; its snapshot is omitted because it is outdated.)`;
}

/** Sent once when the model answered without a usable tool call. */
export function renderCorrection(problem: string): string {
  return `${problem} Answer again with exactly one call to one of the tools (navigate, click, fill, select, check, press, hover, scroll, wait, assert, dialog, switch_tab, close_tab, verdict) and valid arguments.`;
}
