import type { Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import type { Resolution, ResolveOptions } from './resolution.js';
import { quote } from '../core/outcome.js';

type Resolve = (page: Page, target: Target, options: ResolveOptions) => Promise<Resolution>;

/** How long to look in each tab once it is shown (its panel may render or load late). */
const PER_TAB_MS = 1_500;

/**
 * "Find the 'Invoices' link in one of the tabs": when the element is not on show, shows each of the
 * page's tabs (role tab) in turn until it is. When no tab has it, the tab that was selected is
 * selected again, so the page is left as it was.
 */
export async function resolveInTabs(
  page: Page,
  target: Target,
  options: ResolveOptions,
  resolve: Resolve,
): Promise<Resolution> {
  const onShow = await resolve(page, target, {
    ...options,
    timeoutMs: Math.min(options.timeoutMs, PER_TAB_MS),
  });
  if (onShow.ok ? await isOnShow(onShow) : onShow.reason === 'ambiguous') return onShow;
  const tabs = page.getByRole('tab');
  const count = await tabs.count().catch(() => 0);
  if (count === 0) return onShow;
  const states = await tabs.evaluateAll((all) =>
    all.map((t) => ({
      selected: t.getAttribute('aria-selected') === 'true',
      name: (t.textContent ?? '').trim(),
    })),
  );
  const selected = states.findIndex((t) => t.selected);
  for (let i = 0; i < count; i++) {
    if (i === selected) continue;
    const tab = tabs.nth(i);
    if (!(await tab.isVisible().catch(() => false))) continue;
    await tab.click({ timeout: 2_000 }).catch(() => undefined);
    const found = await resolve(page, target, { ...options, timeoutMs: PER_TAB_MS });
    if (found.ok ? await isOnShow(found) : found.reason === 'ambiguous') return found;
  }
  if (selected >= 0)
    await tabs
      .nth(selected)
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  const error = onShow.ok
    ? `${quote(target.description)} is on the page but hidden.`
    : onShow.error;
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
