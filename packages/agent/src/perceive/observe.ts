import type { Page } from 'playwright-core';
import type { RunPages } from '../browser/run-pages.js';
import type { PageObservation, Planner } from '../core/planner.js';
import type { Redactor } from '../core/secrets.js';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';
import { underLoad } from '../core/machine-load.js';

/** What the planner sees before deciding: the URL always; title and aria snapshot, and a
 *  screenshot, only when the planner reads them (plain English reads none, so a step costs no
 *  extra round trip to the browser). */
export async function observe(
  page: Page,
  planner: Planner,
  redactor: Redactor,
): Promise<PageObservation> {
  const wantsSnapshot = planner.needsAriaSnapshot !== false;
  // The planner's look at the page is Scout's own work: not in the run's trace.
  const [title, ariaSnapshot, screenshot] = await unseen(page, () =>
    Promise.all([
      wantsSnapshot ? answerInTime(page, () => page.title()).catch(() => '') : Promise.resolve(''),
      wantsSnapshot
        ? page
            .locator('body')
            .ariaSnapshot({ mode: 'ai', timeout: underLoad(5_000) } as never)
            .catch(() => '')
        : Promise.resolve(''),
      planner.needsScreenshots
        ? page.screenshot({ type: 'png' }).catch(() => undefined)
        : Promise.resolve(undefined),
    ]),
  );
  // The snapshot prints what fields hold, typed passwords included, and a form sent with GET puts
  // them in the URL: those become placeholders before any planner sees them.
  const { mask } = redactor;
  return {
    url: mask(page.url()),
    title: mask(title),
    ariaSnapshot: mask(ariaSnapshot),
    ...(screenshot ? { screenshot } : {}),
  };
}

/** observe() on the run's current tab. With a native dialog open the page cannot be read (it is
 *  blocked until the dialog is answered): the observation is the dialog instead. */
export async function observeCurrent(
  pages: RunPages,
  planner: Planner,
  redactor: Redactor,
): Promise<PageObservation> {
  const tabs =
    pages.tabCount > 1 ? { tabs: { count: pages.tabCount, current: pages.currentTabNumber } } : {};
  const blocked = (dialog: NonNullable<PageObservation['dialog']>) => ({
    url: redactor.mask(pages.current.url()),
    title: '',
    ariaSnapshot: '',
    dialog,
    ...tabs,
  });
  if (pages.openDialog) return blocked(pages.openDialog);
  const seen = await pages.untilDialog(observe(pages.current, planner, redactor));
  return 'done' in seen ? { ...seen.done, ...tabs } : blocked(seen.dialog);
}
