import type { Locator } from 'playwright-core';
import type { Target } from '@scout/shared';
import { pollUntil } from '../../core/outcome.js';
import { unseen } from '../../core/unseen.js';
import { resolveTarget } from '../../resolve/resolve-target.js';
import { clickControl, readChecked, readCheckedOrThrow } from '../../resolve/shadow-hosts.js';
import type { ActContext } from '../act-context.js';
import { boxKind, NoEffectError, stillState } from '../action-effect.js';
import { selectOption } from '../choose-option.js';
import type { ActionHandlers } from './action-handler.js';
import { ACTION_TIMEOUT_MS, withTarget } from './with-target.js';

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
  if ((await unseen(page, () => readCheckedOrThrow(locator, ACTION_TIMEOUT_MS))) === checked)
    return;
  await clickControl(locator, ACTION_TIMEOUT_MS);
  const confirm = async () => {
    // A framework that renders the row anew leaves the locator on nothing: find it again at once
    // instead of waiting for an element that will not come back.
    if ((await locator.count().catch(() => 0)) > 0) {
      const now = await readChecked(locator, 500).catch(() => undefined);
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
        ((await readChecked(again.locator, 500).catch(() => undefined)) ?? !checked) === checked,
    };
  };
  if (!(await pollUntil(() => unseen(page, confirm), 2_000)).ok)
    throw new NoEffectError(
      (name) => `${stillState(boxKind(found.role), name, checked)} after the click`,
    );
}
