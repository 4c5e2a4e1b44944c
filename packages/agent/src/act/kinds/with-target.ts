import type { Locator, Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import type { PlannedAction } from '../../core/planner.js';
import { resolveTarget } from '../../resolve/resolve-target.js';
import type { ActContext } from '../act-context.js';
import { failed, quote, shortError, type ActOutcome } from '../../core/outcome.js';
import { underLoad } from '../../core/machine-load.js';
import { unseen } from '../../core/unseen.js';
import { noEffectMessage, NoEffectError } from '../action-effect.js';

export const NAVIGATION_TIMEOUT_MS = 30_000;

/** How long a page may take to load: NAVIGATION_TIMEOUT_MS, stretched alike. */
export const navigationTimeoutMs = () => underLoad(NAVIGATION_TIMEOUT_MS);

/** How a step uses the element it names. */
export interface TargetUse {
  /** The step reaches its element with the pointer, which a list lying over it would take. */
  pointer: boolean;
  /** The step chooses from a list (a select, a field that suggests): its widget may open the list
   *  again over the next element. */
  choosesFromList?: boolean;
  /** How long the element may take to appear (the context's target timeout by default). */
  timeoutMs?: number;
}

/** Finds the element the step names and runs `run` on it; a failure to find or to act, or an
 *  action that did not take effect, is the step's outcome. */
export async function withTarget(
  ctx: ActContext,
  action: PlannedAction,
  use: TargetUse,
  run: (locator: Locator, found: Target) => Promise<void>,
): Promise<ActOutcome> {
  if (!action.target && !action.ref)
    return failed(
      'infra',
      `The step ${quote(action.description)} does not say which element to use.`,
    );
  const target: Target = action.target ?? { description: action.description };
  const resolution = await resolveTarget(ctx.page, target, {
    kind: action.kind,
    exactOnly: ctx.exactOnly,
    timeoutMs: use.timeoutMs ?? ctx.targetTimeoutMs,
    ref: action.ref,
    healing: ctx.healing,
  });
  if (!resolution.ok) return failed(resolution.reason, resolution.error);
  ctx.onResolved?.(resolution.target);
  try {
    const mayBeCovered = use.pointer && listMayReopen.has(ctx.page);
    if (mayBeCovered) await closeListCovering(resolution.locator);
    try {
      await run(resolution.locator, resolution.target);
    } catch (error) {
      // The list may open again only after that look (Tom Select does so a moment after the
      // choice): closed now, the step is tried once more. An action that was done and did not
      // take effect is not done twice (a second click would untick the box).
      if (
        error instanceof NoEffectError ||
        !mayBeCovered ||
        !(await closeListCovering(resolution.locator))
      )
        throw error;
      await run(resolution.locator, resolution.target);
    }
    if (use.choosesFromList || resolution.target.role === 'option') listMayReopen.add(ctx.page);
    else listMayReopen.delete(ctx.page);
  } catch (error) {
    if (error instanceof NoEffectError)
      return failed('no_effect', noEffectMessage(error, resolution.target), resolution.target);
    return failed(
      'action',
      `Could not ${action.kind} ${quote(target.description)}: ${shortError(error)}`,
    );
  }
  return { ok: true, target: resolution.target };
}

/** Tabs whose last step chose from a list (an option clicked, a select, a field that suggests):
 *  its widget may open the list again over the next element. */
const listMayReopen = new WeakSet<Page>();

/**
 * A list another field left open over the element (Tom Select may open its list again right after
 * a choice, under load more often) is closed with Escape, as a person would close it before going
 * on. Looked for only after a step that chose from a list: one look at the element's centre.
 */
async function closeListCovering(locator: Locator): Promise<boolean> {
  const covered = await unseen(locator.page(), () =>
    locator.evaluate(
      (el) => {
        const box = el.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) return false;
        const hit = el.ownerDocument.elementFromPoint(
          box.left + box.width / 2,
          box.top + box.height / 2,
        );
        if (!hit || el.contains(hit) || hit.contains(el)) return false;
        const list = hit.closest(
          '[role=listbox], [role=menu], [role=tree], .ts-dropdown, .select2-dropdown, .ui-autocomplete',
        );
        return list !== null && !list.contains(el);
      },
      undefined,
      { timeout: underLoad(1_000) },
    ),
  ).catch(() => false);
  if (covered) await locator.page().keyboard.press('Escape');
  return covered;
}
