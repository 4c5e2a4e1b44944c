import type { Locator, Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import { failed, pollUntil, quote, shortError, type ActOutcome } from '../../core/outcome.js';
import { findRegion } from '../../resolve/page-regions.js';
import { unseen } from '../../core/unseen.js';
import { resolveTarget } from '../../resolve/resolve-target.js';
import { clickControl, readChecked, readCheckedOrThrow } from '../../resolve/shadow-hosts.js';
import type { ActContext } from '../act-context.js';
import { boxKind, NoEffectError, stillState } from '../action-effect.js';
import { selectNthOption, selectOption } from '../choose-option.js';
import type { ActionHandlers } from './action-handler.js';
import { withTarget } from './with-target.js';
import { actionTimeoutMs, underLoad } from '../../core/machine-load.js';

/** Choosing: an option from a list (its effect checked by selectOption), a box ticked or
 *  unticked (its effect checked by setChecked). */
export const CHOOSING_KINDS = {
  select: async (ctx, action, { revealed }) =>
    withTarget(ctx, action, { pointer: true, choosesFromList: true }, (l) =>
      selectOption(l, revealed),
    ),
  check: async (ctx, action) =>
    withTarget(ctx, action, { pointer: true }, (l, found) => setChecked(ctx, l, found, true)),
  uncheck: async (ctx, action) =>
    withTarget(ctx, action, { pointer: true }, (l, found) => setChecked(ctx, l, found, false)),
  check_all: async (ctx, action) => checkAll(ctx, action.target?.region),
  select_nth: async (ctx, action) =>
    withTarget(ctx, action, { pointer: true, choosesFromList: true }, (l) =>
      selectNthOption(l, action.value ?? ''),
    ),
} satisfies Partial<ActionHandlers>;

/**
 * Ticks or unticks a box and confirms it took. Unlike Playwright's check(), this survives a list
 * that re-renders on change and replaces the box it just clicked (a pinned ref then points at a
 * detached node): the box is looked up again by its name to confirm.
 */
async function setChecked(
  ctx: ActContext,
  locator: Locator,
  found: Target,
  checked: boolean,
): Promise<void> {
  const page = locator.page();
  if ((await unseen(page, () => readCheckedOrThrow(locator, actionTimeoutMs()))) === checked)
    return;
  await clickControl(locator, actionTimeoutMs());
  const confirm = async () => {
    // A framework that renders the row anew leaves the locator on nothing: find it again at once
    // instead of waiting for an element that will not come back.
    if ((await locator.count().catch(() => 0)) > 0) {
      const now = await readChecked(locator, underLoad(500)).catch(() => undefined);
      if (now !== undefined) return { ok: now === checked };
    }
    const again = await resolveTarget(ctx.page, found, {
      kind: 'check',
      exactOnly: true,
      timeoutMs: 500,
    });
    return {
      ok:
        again.ok &&
        ((await readChecked(again.locator, underLoad(500)).catch(() => undefined)) ?? !checked) ===
          checked,
    };
  };
  if (!(await pollUntil(() => unseen(page, confirm), 2_000)).ok)
    throw new NoEffectError(
      (name) => `${stillState(boxKind(found.role), name, checked)} after the click`,
    );
}

/**
 * "Tick all the checkboxes" (in the named part of the page): clicks each visible unticked box,
 * then checks the effect: every box on show is ticked. No box on show fails the step.
 */
async function checkAll(ctx: ActContext, region: string | undefined): Promise<ActOutcome> {
  let scope: Page | Locator = ctx.page;
  const where = region ? ` in ${quote(region)}` : ' on the page';
  if (region) {
    const found = await findRegion(ctx.page.mainFrame(), region);
    if (!found) return failed('not_found', `No part of the page is called ${quote(region)}.`);
    scope = found;
  }
  const boxes = scope.getByRole('checkbox');
  const visible = async () => {
    const shown: Locator[] = [];
    for (let i = 0; i < (await boxes.count()); i++)
      if (await boxes.nth(i).isVisible()) shown.push(boxes.nth(i));
    return shown;
  };
  const shown = await unseen(ctx.page, visible);
  if (shown.length === 0) return failed('not_found', `No checkbox is on show${where}.`);
  try {
    for (const box of shown)
      if (!(await box.isChecked({ timeout: actionTimeoutMs() })))
        await box.click({ timeout: actionTimeoutMs() });
  } catch (error) {
    return failed('action', `Could not tick every checkbox${where}: ${shortError(error)}`);
  }
  const left = await pollUntil(async () => {
    const states = await Promise.all(
      shown.map((box) => box.isChecked({ timeout: underLoad(500) }).catch(() => false)),
    );
    const n = states.filter((on) => !on).length;
    return { ok: n === 0, n };
  }, 2_000);
  if (!left.ok)
    return failed(
      'no_effect',
      `${left.n} of the ${shown.length} checkboxes${where} are still unticked after the clicks — Scout's action did not take effect.`,
    );
  return { ok: true, note: `Ticked every checkbox${where} (${shown.length}).` };
}
