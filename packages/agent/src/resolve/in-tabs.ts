import type { Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import type { Resolution, ResolveOptions } from './resolution.js';
import { quote } from '../core/outcome.js';

type Resolve = (page: Page, target: Target, options: ResolveOptions) => Promise<Resolution>;

/** How long a first, quick look waits in each tab: long enough for a panel that fades in. */
const GLANCE_MS = 300;
/** How long the second look waits in each tab once it is shown (its panel may render or load late). */
const PER_TAB_MS = 1_500;

/**
 * "Find the 'Invoices' link in one of the tabs": when the element is not on show, shows each of the
 * page's tabs (role tab) in turn until it is. A quick look through every tab comes first, then a
 * patient one for panels that load late, so an element in the third tab costs two glances rather
 * than two full waits (the replay of libs-booking-invoices took 3.6 s where hand-written Playwright
 * took 0.6). When no tab has it, the tab that was selected is selected again and looked at for the
 * rest of the step's time, so the page is left as it was and a late element on it is still found.
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
  const count = await tabs.count().catch(() => 0);
  // No tabs: only this page to wait on, for the rest of the step's time.
  if (count === 0) return lookFor(Math.max(0, deadline - Date.now()));
  const states = await tabs.evaluateAll((all) =>
    all.map((t) => ({
      selected: t.getAttribute('aria-selected') === 'true',
      name: (t.textContent ?? '').trim(),
    })),
  );
  const selected = states.findIndex((t) => t.selected);
  for (const wait of [GLANCE_MS, PER_TAB_MS]) {
    for (let i = 0; i < count; i++) {
      if (i === selected) continue;
      const tab = tabs.nth(i);
      if (!(await tab.isVisible().catch(() => false))) continue;
      await tab.click({ timeout: 2_000 }).catch(() => undefined);
      const found = await lookFor(wait);
      if (await settles(found)) return found;
    }
  }
  if (selected >= 0)
    await tabs
      .nth(selected)
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  const late = await lookFor(Math.max(0, deadline - Date.now()));
  if (await settles(late)) return late;
  const error = late.ok ? `${quote(target.description)} is on the page but hidden.` : late.error;
  const names = states.map((t) => `“${t.name}”`).join(', ');
  return {
    ok: false,
    reason: 'not_found',
    error: `${error} Nor is it in any of the page's ${count} tabs (${names}).`,
  };
}

/** Found and visible: text in a hidden tab panel is found by its words but is not on show. */
async function isOnShow(found: Resolution & { ok: true }): Promise<boolean> {
  return found.locator.isVisible().catch(() => false);
}
