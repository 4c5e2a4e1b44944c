import type { Page } from 'playwright-core';
import { nonWebUrlProblem } from '../../browser/web-only.js';
import type { PlannedAction } from '../../core/planner.js';
import { resolveTarget } from '../../resolve/resolve-target.js';
import type { ActContext } from '../act-context.js';
import { failed, pollUntil, quote, shortError, type ActOutcome } from '../../core/outcome.js';
import { answerInTime } from '../../core/page-answer.js';
import { unseen } from '../../core/unseen.js';
import type { ActionHandlers } from './action-handler.js';
import { navigationTimeoutMs } from './with-target.js';
import { actionTimeoutMs, underLoad } from '../../core/machine-load.js';

/** Moving between pages: an address, a link that names a page, back and reload. */
export const NAVIGATION_KINDS = {
  navigate: async (ctx, action, { value }) => {
    const { page, spec } = ctx;
    if (action.target && !action.value) return followLink(ctx, action);
    const url = new URL(value || spec.startingUrl, spec.startingUrl).toString();
    const refused = ctx.refuseUrl ? await ctx.refuseUrl(url) : nonWebUrlProblem(url);
    if (refused) return failed('infra', refused);
    return navigate(page, () => page.goto(url, { timeout: navigationTimeoutMs() }), url);
  },
  back: async ({ page }) =>
    navigate(page, () => page.goBack({ timeout: navigationTimeoutMs() }), 'the previous page'),
  reload: async ({ page }) =>
    navigate(page, () => page.reload({ timeout: navigationTimeoutMs() }), 'the page again'),
} satisfies Partial<ActionHandlers>;

async function navigate(
  page: Page,
  run: () => Promise<unknown>,
  what: string,
): Promise<ActOutcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const message = shortError(error);
    // The site could not be reached at all: the run cannot be carried out.
    if (/net::|NS_ERROR|Could not connect|timeout/i.test(message))
      return failed('infra', `Could not open ${what}: ${message}`);
    return failed('action', `Could not open ${what}: ${message}`);
  }
}

/**
 * "Navigate to the login page" names a page, not an address: follow the link (or menu item) to it.
 * When the page has none, the test cannot be carried out as written, which is not the
 * application's fault: say so and ask for the address.
 */
async function followLink(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  const target = action.target!;
  // "Given I am on the booking page" when the run is already there: its address, title or main
  // heading names it.
  // A page that sends itself on (a single-page app's redirect from "/") is given a moment first.
  const here = await pollUntil(
    async () => {
      const why = await unseen(ctx.page, () =>
        alreadyOn(ctx.page, target.name ?? target.description),
      );
      return { ok: why !== undefined, why };
    },
    Math.min(1_000, ctx.targetTimeoutMs),
  ).then((look) => look.why);
  if (here)
    return {
      ok: true,
      note: `Already on the ${quote(target.name ?? target.description)} page (${here}).`,
    };
  const resolution = await resolveTarget(ctx.page, target, {
    kind: 'navigate',
    exactOnly: ctx.exactOnly,
    timeoutMs: ctx.targetTimeoutMs,
    healing: ctx.healing,
  });
  if (!resolution.ok) {
    if (resolution.reason === 'ambiguous') return failed('ambiguous', resolution.error);
    return failed(
      'infra',
      `The step ${quote(action.description)} names a page, not an address, and the page has no link to ${quote(target.name ?? target.description)}. Write its address (for example “go to /login”). ${resolution.error}`,
    );
  }
  ctx.onResolved?.(resolution.target);
  try {
    await resolution.locator.click({ timeout: actionTimeoutMs() });
  } catch (error) {
    return failed(
      'action',
      `Could not follow the link to ${quote(target.description)}: ${shortError(error)}`,
    );
  }
  return { ok: true, target: resolution.target };
}

/** Where the page says it is the named page: its address, its title or its main heading. */
async function alreadyOn(page: Page, name: string): Promise<string | undefined> {
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!words) return undefined;
  const has = (text: string) =>
    ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${words} `);
  // The address names the page by its last part ("/booking/", "/login"), not by any word in it.
  const last = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (
    last
      .toLowerCase()
      .replace(/\.[a-z]+$/, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim() === words
  )
    return 'its address says so';
  if (has(await answerInTime(page, () => page.title()).catch(() => ''))) return 'its title says so';
  const heading = await page
    .locator('h1')
    .first()
    .textContent({ timeout: underLoad(300) })
    .catch(() => '');
  return heading && has(heading) ? 'its heading says so' : undefined;
}
