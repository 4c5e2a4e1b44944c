import type { Target } from '@scout/shared';
import type { RunPages } from '../browser/run-pages.js';
import type { PlannedAction } from '../core/planner.js';
import { failed, type ActOutcome } from '../core/outcome.js';

// Steps during which a dialog is no step's business (it gets the default at once): a check or a
// wait that is watching the page, and logging in, which is several actions in one.
const DIALOG_BLIND_KINDS = new Set<PlannedAction['kind']>([
  'assert',
  'wait_for',
  'wait_gone',
  'login',
]);

// How many dialogs in a row Scout answers before a step, for a page that opens another as soon as
// one closes, before it gives the step up.
const DIALOGS_IN_A_ROW = 10;

/** Steps that only look at the page (a check, a wait, a screenshot): the download checks after a
 *  step that acts look at what that step started, not at an earlier step's download. */
const LOOKING_KINDS = new Set<PlannedAction['kind']>([
  'assert',
  'wait_for',
  'wait_gone',
  'screenshot',
]);

/** Whether the step acts on the page (a click, a fill, a navigation, a dialog's answer…). */
export function actsOnPage(action: Pick<PlannedAction, 'kind'>): boolean {
  return !LOOKING_KINDS.has(action.kind);
}

/** The step after the one being recorded: an action, none (undefined), or not known yet. */
export type NextStep = PlannedAction | undefined | 'unknown';

/** Whether the step answers or reads a native dialog. */
export function isDialogStep(action: PlannedAction): boolean {
  return (
    action.kind === 'accept_dialog' ||
    action.kind === 'dismiss_dialog' ||
    action.assertion?.kind === 'dialog'
  );
}

/** "Close the dialog", "click OK in the dialog" read as a click on a dialog the page draws; when
 *  the browser's own dialog is the one open, the same step answers it (Close and Cancel dismiss,
 *  OK and Yes accept). Undefined when the step is no such click. */
export function answersDialogAs(action: PlannedAction): 'accept' | 'dismiss' | undefined {
  const t = action.target;
  if (action.kind !== 'click' || t?.region !== 'dialog' || !t.name) return undefined;
  if (/^(?:close|cancel|no|dismiss|×|x)$/i.test(t.name.trim())) return 'dismiss';
  if (/^(?:ok|okay|yes|accept|confirm)$/i.test(t.name.trim())) return 'accept';
  return undefined;
}

/** Joins the notes that were said, or undefined when none was. */
export function joinNotes(...notes: Array<string | false | undefined>): string | undefined {
  const said = notes.filter((note): note is string => Boolean(note));
  return said.length ? said.join(' ') : undefined;
}

/**
 * Runs one action among the run's tabs and dialogs (docs/decisions/007): a dialog left open by a
 * planner that looks only after acting (the LLM) is accepted first; a dialog the action opens
 * ends it (the page is blocked until a step answers it); a tab it opens becomes the current one.
 * `run` gets the callback the executor tells the element it found.
 */
export async function actInPages(
  pages: RunPages,
  action: PlannedAction,
  run: (onResolved: (target: Target) => void) => Promise<ActOutcome>,
): Promise<ActOutcome> {
  if (isDialogStep(action) || (pages.openDialog && answersDialogAs(action)))
    return run(() => undefined);
  const leftOpen = await pages.answerByDefault();
  if (leftOpen) await pages.resumeBlocked();
  // A page that opens one dialog after another (`while (true) alert()`) never lets the step run:
  // a dialog still open here is not one the step opened, and the step would pass on it.
  for (let answered = 1; pages.openDialog && answered < DIALOGS_IN_A_ROW; answered++) {
    await pages.answerByDefault();
    await pages.resumeBlocked();
  }
  const again = pages.openDialog;
  if (again)
    return failed(
      'infra',
      `The page keeps opening dialogs: Scout answered ${DIALOGS_IN_A_ROW} in a row and it opened another (the ${again.type} “${again.message}”).`,
    );
  const before =
    leftOpen &&
    `Before this step, Scout accepted the ${leftOpen.type} dialog “${leftOpen.message}” that was still open (its default when no step answers a dialog).`;
  pages.startEpisode();
  pages.holdDialogs = !DIALOG_BLIND_KINDS.has(action.kind);
  try {
    let found: Target | undefined;
    const result = await pages.untilDialog(run((target) => (found = target)));
    const outcome: ActOutcome =
      'done' in result
        ? result.done
        : {
            ok: true,
            note: `The page opened a ${result.dialog.type} dialog “${result.dialog.message}”.`,
            ...(found ? { target: found } : {}),
          };
    if (!outcome.ok) return outcome;
    const newTab =
      !pages.openDialog &&
      action.kind !== 'close_tab' &&
      action.kind !== 'close_other_tabs' &&
      action.kind !== 'switch_tab'
        ? await pages.followNewTab()
        : undefined;
    const note = joinNotes(before, outcome.note, newTab);
    return { ...outcome, ...(note ? { note } : {}) };
  } finally {
    pages.holdDialogs = true;
  }
}

/** A dialog left open for the next step is answered by the default now when the next step is
 *  known not to answer it (plain English and replay know their next step; the LLM does not). */
export async function answerUnlessNextDoes(
  pages: RunPages,
  next: NextStep,
): Promise<string | undefined> {
  if (
    !pages.openDialog ||
    next === 'unknown' ||
    (next && (isDialogStep(next) || answersDialogAs(next)))
  )
    return undefined;
  const dialog = await pages.answerByDefault();
  await pages.resumeBlocked();
  return dialog && `No step answers the ${dialog.type} dialog, so Scout accepted it (its default).`;
}
