import type { Page } from 'playwright-core';
import type { PageObservation, Planner } from '../planners/planner.js';
import type { Redactor } from '../secrets/redactor.js';

/** What the planner sees before deciding: the URL always; title and aria snapshot, and a
 *  screenshot, only when the planner reads them (plain English reads none, so a step costs no
 *  extra round trip to the browser). */
export async function observe(page: Page, planner: Planner, redactor: Redactor): Promise<PageObservation> {
  const wantsSnapshot = planner.needsAriaSnapshot !== false;
  const [title, ariaSnapshot, screenshot] = await Promise.all([
    wantsSnapshot ? page.title().catch(() => '') : Promise.resolve(''),
    wantsSnapshot ? page.locator('body').ariaSnapshot({ mode: 'ai', timeout: 5_000 } as never).catch(() => '') : Promise.resolve(''),
    planner.needsScreenshots ? page.screenshot({ type: 'png' }).catch(() => undefined) : Promise.resolve(undefined),
  ]);
  // The snapshot prints what fields hold, typed passwords included, and a form sent with GET puts
  // them in the URL: those become placeholders before any planner sees them.
  const { mask } = redactor;
  return { url: mask(page.url()), title: mask(title), ariaSnapshot: mask(ariaSnapshot), ...(screenshot ? { screenshot } : {}) };
}
