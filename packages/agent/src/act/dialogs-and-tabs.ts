import type { Page } from 'playwright-core';
import type { Assertion, StepDialog } from '@scout/shared';
import type { RunPages } from '../browser/run-pages.js';
import type { PlannedAction } from '../core/planner.js';
import { failed, quote, type ActOutcome } from '../core/outcome.js';
import { DRAWN_DIALOG_SELECTOR } from '../core/selectors.js';
import { findRegion } from '../resolve/page-regions.js';
import { lookUntilSettled, outcomeOf } from './check-look.js';
import { textMatches } from './text-match.js';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';
import { underLoad } from '../core/machine-load.js';

interface DialogContext {
  pages: RunPages;
  targetTimeoutMs: number;
}

// Dialog steps mean the browser's own dialogs; say how to reach one the page draws itself.
const PAGE_DIALOG_HINT =
  ' (Dialog steps are about the browser’s alert, confirm and prompt; for a dialog or message on the page, click its buttons or check that the page shows its text.)';

function describeDialog(dialog: StepDialog): string {
  return `the ${dialog.type} dialog ${quote(dialog.message)}`;
}

/** "Accept the confirmation", "dismiss the alert", "enter 'Ada' in the prompt and accept": OK or
 *  Cancel on the dialog the last action opened (it may still be on its way). `text` is typed into
 *  a prompt first. No dialog at all means the application did not ask: FAILED. */
export async function answerDialog(
  ctx: DialogContext,
  action: PlannedAction,
  text: string | undefined,
): Promise<ActOutcome> {
  const accept = action.kind === 'accept_dialog';
  const open = await ctx.pages.waitForOpenDialog(ctx.targetTimeoutMs);
  if (!open) {
    const seen = ctx.pages.episodeDialog;
    const already = seen
      ? ` (${describeDialog(seen)} was already ${seen.action}${seen.byDefault ? ' by default' : ''})`
      : '';
    return failed(
      'assertion',
      `No dialog was open to ${accept ? 'accept' : 'dismiss'}${already}.${PAGE_DIALOG_HINT}`,
    );
  }
  if (text !== undefined && open.type !== 'prompt') {
    return failed(
      'assertion',
      `${capitalize(describeDialog(open))} has no text field: it is not a prompt.`,
    );
  }
  await ctx.pages.answer(accept, accept ? text : undefined);
  await ctx.pages.resumeBlocked();
  return { ok: true, note: `${accept ? 'Accepted' : 'Dismissed'} ${describeDialog(open)}.` };
}

/** "The dialog says 'Are you sure?'": the message of the dialog the last action opened, matched
 *  like shown text (whole words) unless the check says otherwise. */
export async function checkDialog(ctx: DialogContext, assertion: Assertion): Promise<ActOutcome> {
  const expected = String(assertion.expected ?? '');
  const dialog = await ctx.pages.waitForDialog(ctx.targetTimeoutMs);
  // "The confirmation dialog asks 'Delete Ada?'" of a dialog the page draws: its own words.
  const drawn = dialog ? undefined : await drawnDialogText(ctx.pages.current);
  if (!dialog && drawn !== undefined) {
    return textMatches(drawn, expected, assertion.match ?? 'words')
      ? { ok: true, note: `The dialog on the page says ${quote(expected)}.` }
      : failed('assertion', `The dialog on the page does not say ${quote(expected)}.`);
  }
  if (!dialog)
    return failed(
      'assertion',
      `No dialog appeared; expected one saying ${quote(expected)}.${PAGE_DIALOG_HINT}`,
    );
  if (!textMatches(dialog.message, expected, assertion.match)) {
    return failed(
      'assertion',
      `${capitalize(describeDialog(dialog))} does not say ${quote(expected)}.`,
    );
  }
  return { ok: true, note: `${capitalize(describeDialog(dialog))} says ${quote(expected)}.` };
}

/** "Given a alertbox is not opened", "no dialog is open": no native dialog is open, and the page
 *  shows no dialog of its own (a visible role dialog or alertdialog, an open <dialog>, an
 *  aria-modal element) in any of its frames. A dialog closing is waited for until the page has
 *  settled. A frame that could not be looked at may hold one: the check ends ERROR, never passes. */
export async function checkNoDialog(ctx: DialogContext): Promise<ActOutcome> {
  const page = ctx.pages.current;
  const result = await lookUntilSettled(
    page,
    async () => {
      const native = ctx.pages.openDialog;
      if (native) return { ok: false, error: `${capitalize(describeDialog(native))} is open.` };
      for (const frame of page.frames()) {
        const shown = await answerInTime(page, () =>
          frame.evaluate(OPEN_DRAWN_DIALOGS, DRAWN_DIALOG_SELECTOR),
        ).catch((error: unknown) => {
          if (frame.isDetached()) return [];
          throw error;
        });
        if (shown.length > 0)
          return {
            ok: false,
            error: `A dialog is open on the page${shown[0] ? `: ${quote(shown[0])}` : ''}.`,
          };
      }
      return { ok: true, error: '' };
    },
    ctx.targetTimeoutMs,
  );
  return result.ok ? { ok: true, note: 'No dialog is open.' } : outcomeOf(result);
}

/** The page's dialogs on show, each by its label or first words (run in the page: no named inner
 *  functions). The selector is the one the exported code uses (export/step-code.ts). */
const OPEN_DRAWN_DIALOGS = (selector: string): string[] =>
  Array.from(document.querySelectorAll(selector))
    .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    .map((el) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80),
    );

/** The text of the one dialog the page draws (role dialog, or a library's modal), or undefined
 *  when there is none or more than one. */
async function drawnDialogText(page: Page): Promise<string | undefined> {
  const region = await findRegion(page.mainFrame(), 'dialog');
  if (!region) return undefined;
  // The page itself (what findRegion answers when it cannot mark one part) is no dialog.
  const tag = await region
    .evaluate((el) => el.tagName, undefined, { timeout: 1_000 })
    .catch(() => '');
  if (tag === '' || tag === 'BODY') return undefined;
  const text = await region.innerText({ timeout: 1_000 }).catch(() => undefined);
  return text?.replace(/\s+/g, ' ').trim();
}

/** "Switch to the new tab", "go back to the first tab", "switch to the tab titled 'Docs'". */
export async function switchTab(ctx: DialogContext, action: PlannedAction): Promise<ActOutcome> {
  const which = action.value === 'first' || action.value === 'previous' ? action.value : 'new';
  const title = action.target?.name;
  const tab = await ctx.pages.findTab(which, title, ctx.targetTimeoutMs);
  if (!tab) {
    const open = (await ctx.pages.tabTitles()).map((t) => quote(t)).join(', ');
    const wanted =
      title !== undefined
        ? `a tab titled ${quote(title)}`
        : which === 'new'
          ? 'a new tab'
          : `the ${which} tab`;
    return failed(
      'not_found',
      `There is no ${wanted.replace(/^(a|the) /, '')} to switch to (open tabs: ${open}).`,
    );
  }
  ctx.pages.makeCurrent(tab);
  await tab.bringToFront().catch(() => undefined);
  const shownTitle = await unseen(tab, async () => {
    await tab
      .waitForLoadState('domcontentloaded', { timeout: underLoad(10_000) })
      .catch(() => undefined);
    return answerInTime(tab, () => tab.title());
  }).catch(() => '');
  const name = shownTitle || tab.url();
  return {
    ok: true,
    note: `Switched to tab ${ctx.pages.currentTabNumber} of ${ctx.pages.tabCount}, ${quote(name)}.`,
  };
}

/** "Close the tab": closes the current tab; the one used before it becomes current. */
export async function closeTab(ctx: DialogContext): Promise<ActOutcome> {
  if (ctx.pages.tabCount < 2)
    return failed('not_found', 'Only one tab is open; closing it would end the test.');
  const name = (await titleOf(ctx.pages.current)) || ctx.pages.current.url();
  await ctx.pages.closeCurrent();
  const now = (await titleOf(ctx.pages.current)) || ctx.pages.current.url();
  return { ok: true, note: `Closed the tab ${quote(name)}; back on ${quote(now)}.` };
}

/** "Then I expect a new window has been opened": another tab or window is open beside the first
 *  (one may still be opening: it is waited for). */
export async function checkTabOpened(ctx: DialogContext): Promise<ActOutcome> {
  const count = await ctx.pages.waitForOtherTab(ctx.targetTimeoutMs);
  if (count > 1) return { ok: true, note: `${count} tabs are open.` };
  const open = (await ctx.pages.tabTitles()).map((t) => quote(t)).join(', ');
  return failed('assertion', `No new tab or window opened; the only tab is ${open}.`);
}

/** "Then I should get a download with filename 'report.ods'": a page of the run started to download
 *  a file of that name (any file, when none is named), waiting for one on its way. The run cancels
 *  every download; its name is what is checked. */
export async function checkDownloaded(
  ctx: DialogContext,
  assertion: Assertion,
): Promise<ActOutcome> {
  const wanted = String(assertion.expected ?? '').trim();
  const names = await ctx.pages.downloads(
    (name) => wanted === '' || name === wanted,
    ctx.targetTimeoutMs,
  );
  const got = wanted === '' ? names.at(-1) : names.find((name) => name === wanted);
  if (got !== undefined) return { ok: true, note: `The file ${quote(got)} was downloaded.` };
  if (names.length === 0) return failed('assertion', 'No file was downloaded.');
  return failed(
    'assertion',
    `No file named ${quote(wanted)} was downloaded; the downloads were ${names.map((n) => quote(n)).join(', ')}.`,
  );
}

/** "Given I have closed all but the first tab": the first tab is the one acted on, alone. */
export async function closeOtherTabs(ctx: DialogContext): Promise<ActOutcome> {
  const closed = await ctx.pages.closeAllButFirst();
  const now = (await titleOf(ctx.pages.current)) || ctx.pages.current.url();
  return {
    ok: true,
    note: `Closed ${closed === 1 ? 'one other tab' : `${closed} other tabs`}; on the first tab, ${quote(now)}.`,
  };
}

/** A tab's title, or '' when the tab cannot tell it (closed, or not answering). */
function titleOf(tab: Page): Promise<string> {
  return answerInTime(tab, () => tab.title()).catch(() => '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
