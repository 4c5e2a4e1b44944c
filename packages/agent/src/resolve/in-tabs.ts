import type { Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import type { Resolution, ResolveOptions } from './resolution.js';
import { quote } from '../core/outcome.js';
import { unseen } from '../core/unseen.js';
import { underLoad } from '../core/machine-load.js';

type Resolve = (page: Page, target: Target, options: ResolveOptions) => Promise<Resolution>;

/** How long a first, quick look waits in each tab: long enough for a panel that fades in. */
const GLANCE_MS = 300;
/** How long the second look waits in each tab once it is shown (its panel may render or load late). */
const PER_TAB_MS = 1_500;

/**
 * "Find the 'Invoices' link in one of the tabs": when the element is not on show, shows each of the
 * page's tabs (role tab) in turn until it is. A quick look through every tab comes first, then a
 * patient one that starts on the tab that was on show (an element it draws late is found there
 * before any other tab is clicked again), within the step's time. An element in the third tab so
 * costs two glances rather than two full waits (the replay of libs-booking-invoices took 3.6 s
 * where hand-written Playwright took 0.6). When no tab has it, the tab that was selected is
 * selected again, so the page is left as it was. A page with no tabs is waited on for the step's
 * whole time, as any other target is.
 */
export async function resolveInTabs(
  page: Page,
  target: Target,
  options: ResolveOptions,
  resolve: Resolve,
): Promise<Resolution> {
  const deadline = Date.now() + options.timeoutMs;
  const lookFor = (timeoutMs: number) =>
    resolve(page, target, { ...options, timeoutMs: Math.min(options.timeoutMs, timeoutMs) });
  const settles = async (found: Resolution) =>
    found.ok ? await isOnShow(found) : found.reason === 'ambiguous';
  const onShow = await lookFor(GLANCE_MS);
  if (await settles(onShow)) return onShow;
  const tabs = page.getByRole('tab');
  const count = await unseen(page, () => tabs.count()).catch(() => 0);
  if (count === 0) return lookFor(Math.max(0, deadline - Date.now()));
  const states = await unseen(page, () =>
    tabs.evaluateAll((all) =>
      all.map((t) => ({
        selected: t.getAttribute('aria-selected') === 'true',
        name: (t.textContent ?? '').trim(),
      })),
    ),
  );
  const selected = states.findIndex((t) => t.selected);
  const others = states.map((_, i) => i).filter((i) => i !== selected);
  const show = async (i: number) => {
    const tab = tabs.nth(i);
    if (!(await unseen(page, () => tab.isVisible()).catch(() => false))) return false;
    // In the run's trace: showing a tab changes the page.
    await tab.click({ timeout: underLoad(2_000) }).catch(() => undefined);
    return true;
  };
  for (const i of others) {
    if (!(await show(i))) continue;
    const found = await lookFor(GLANCE_MS);
    if (await settles(found)) return found;
  }
  // The patient look: only when the step allows more than a glance, and while its time lasts.
  if (Math.min(options.timeoutMs, PER_TAB_MS) > GLANCE_MS) {
    for (const i of selected >= 0 ? [selected, ...others] : others) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      if (!(await show(i))) continue;
      const found = await lookFor(Math.max(GLANCE_MS, Math.min(PER_TAB_MS, left)));
      if (await settles(found)) return found;
    }
  }
  if (selected >= 0) await show(selected);
  const last = await lookFor(0);
  if (await settles(last)) return last;
  const error = last.ok ? `${quote(target.description)} is on the page but hidden.` : last.error;
  const names = states.map((t) => `“${t.name}”`).join(', ');
  return {
    ok: false,
    reason: 'not_found',
    error: `${error} Nor is it in any of the page's ${count} tabs (${names}).`,
  };
}

/** Found and visible: text in a hidden tab panel is found by its words but is not on show. */
async function isOnShow(found: Resolution & { ok: true }): Promise<boolean> {
  return unseen(found.locator.page(), () => found.locator.isVisible()).catch(() => false);
}
