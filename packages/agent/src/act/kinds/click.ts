import type { Locator } from 'playwright-core';
import type { Target } from '@scout/shared';
import type { PlannedAction } from '../../core/planner.js';
import { resolveTarget } from '../../resolve/resolve-target.js';
import { ONLY_IN_ROLE } from '../../resolve/strategies.js';
import { clickControl } from '../../resolve/shadow-hosts.js';
import type { ActContext } from '../act-context.js';
import { answersDialogAs } from '../act-in-pages.js';
import { confirmToggled, readToggle } from '../action-effect.js';
import { answerDialog } from '../dialogs-and-tabs.js';
import { dragOnto } from '../drag-onto.js';
import { failed, pollUntil, quote, shortError, type ActOutcome } from '../../core/outcome.js';
import { findRegion } from '../../resolve/page-regions.js';
import { unseen } from '../../core/unseen.js';
import { answerInTime } from '../../core/page-answer.js';
import type { ActionHandlers } from './action-handler.js';
import { withTarget } from './with-target.js';
import { actionTimeoutMs } from '../../core/machine-load.js';

/** The pointer and the view: click (and its effect), double-click, hover, focus, scroll, drag. */
export const CLICK_KINDS = {
  click: async (ctx, action) => {
    // "Close the dialog" when the open dialog is the browser's own: the step answers it.
    const answer = ctx.pages.openDialog ? answersDialogAs(action) : undefined;
    if (answer)
      return answerDialog(
        ctx,
        { ...action, kind: answer === 'accept' ? 'accept_dialog' : 'dismiss_dialog' },
        undefined,
      );
    return (
      (await openDialog(ctx, action)) ?? withTarget(ctx, action, { pointer: true }, clickAndConfirm)
    );
  },
  dblclick: async (ctx, action) =>
    withTarget(ctx, action, { pointer: true }, (l) => l.dblclick({ timeout: actionTimeoutMs() })),
  hover: async (ctx, action) =>
    withTarget(ctx, action, { pointer: true }, (l) => l.hover({ timeout: actionTimeoutMs() })),
  focus: async (ctx, action) =>
    withTarget(ctx, action, { pointer: true }, (l) => l.focus({ timeout: actionTimeoutMs() })),
  scroll: async (ctx, action, { value }) => {
    const { page } = ctx;
    const part = partOnly(action.target);
    if (part && !action.ref) return scrollToPart(ctx, part);
    if (action.target || action.ref)
      return withTarget(ctx, action, { pointer: false }, (l) =>
        l.scrollIntoViewIfNeeded({ timeout: actionTimeoutMs() }),
      );
    await answerInTime(page, () =>
      page.evaluate((where) => {
        if (where === 'bottom') window.scrollTo(0, document.body.scrollHeight);
        else if (where === 'top') window.scrollTo(0, 0);
        else window.scrollBy(0, (where === 'up' ? -0.8 : 0.8) * window.innerHeight);
      }, value || 'down'),
    );
    return { ok: true };
  },
  drag: async (ctx, action) => drag(ctx, action),
} satisfies Partial<ActionHandlers>;

/** The part of the page a target names and nothing else ("scroll to the footer": {region:
 *  'footer'}), or undefined. */
function partOnly(target: Target | undefined): string | undefined {
  if (!target?.region) return undefined;
  const { region, description: _d, ...rest } = target;
  return Object.keys(rest).length === 0 ? region : undefined;
}

/** "Scroll to the footer", "I look down at the footer": that part of the page (found as "… in the
 *  footer" finds it), brought into view. A page without one fails the step: the page itself is no
 *  footer. */
async function scrollToPart(ctx: ActContext, region: string): Promise<ActOutcome> {
  const look = async () => {
    const found = await findRegion(ctx.page.mainFrame(), region);
    const tag = found
      ? await found.evaluate((el) => el.tagName, undefined, { timeout: 1_000 }).catch(() => '')
      : '';
    return { ok: tag !== '' && tag !== 'BODY' && tag !== 'HTML', found };
  };
  const { ok, found } = await unseen(ctx.page, () => pollUntil(look, ctx.targetTimeoutMs));
  if (!ok || !found)
    return failed(
      'not_found',
      `No part of the page is called ${quote(region)}, so it cannot be scrolled to.`,
    );
  try {
    await found.scrollIntoViewIfNeeded({ timeout: actionTimeoutMs() });
  } catch (error) {
    return failed('action', `Could not scroll to ${quote(region)}: ${shortError(error)}`);
  }
  return { ok: true };
}

/** A click, and, where a click has a defined effect (a box ticked, a tab selected, a section
 *  opened), that effect. A plain button's or link's click has none to check. */
async function clickAndConfirm(locator: Locator): Promise<void> {
  const before = await readToggle(locator);
  await clickControl(locator, actionTimeoutMs());
  if (before) await confirmToggled(locator, before);
}

/**
 * "I open login modal": a click on a dialog that is not on show is a click on what opens it, the
 * control named like it ("Log in"), and the dialog must then appear; a dialog on show is open
 * already. Undefined for any other click.
 */
async function openDialog(ctx: ActContext, action: PlannedAction): Promise<ActOutcome | undefined> {
  const dialog = action.target;
  if (
    !dialog?.role ||
    !ONLY_IN_ROLE.has(dialog.role) ||
    !dialog.name ||
    dialog.region ||
    action.ref
  )
    return undefined;
  const look = (timeoutMs: number) =>
    resolveTarget(ctx.page, dialog, { kind: 'wait_for', exactOnly: ctx.exactOnly, timeoutMs });
  if ((await look(0)).ok) return { ok: true };
  const { role: _dialog, ...named } = dialog;
  const opener = { ...named, description: dialog.name };
  const clicked = await withTarget(
    ctx,
    { ...action, target: opener },
    { pointer: true },
    clickAndConfirm,
  );
  if (!clicked.ok) return clicked;
  if ((await look(ctx.targetTimeoutMs)).ok) return { ok: true };
  return failed(
    'not_found',
    `${quote(dialog.name)} was clicked to open ${quote(dialog.description)}, but no such dialog appeared.`,
  );
}

async function drag(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  if (!action.to)
    return failed('infra', `The step ${quote(action.description)} does not say where to drop it.`);
  const to = action.to;
  const destination = await resolveTarget(ctx.page, to, {
    kind: 'hover',
    exactOnly: ctx.exactOnly,
    timeoutMs: ctx.targetTimeoutMs,
    healing: ctx.healing,
  });
  if (!destination.ok) return failed(destination.reason, destination.error);
  return withTarget(ctx, action, { pointer: true }, (l) => dragOnto(l, destination.locator));
}
