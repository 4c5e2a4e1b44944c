import type { Frame, Locator, Page } from 'playwright-core';
import type { Assertion, Target } from '@scout/shared';
import { resolveTarget } from '../resolve/resolve-target.js';
import { failed, pollUntil, quote, type ActOutcome } from './outcome.js';

export interface AssertContext {
  page: Page;
  startingUrl: string;
  timeoutMs: number;
}

type Check = { ok: boolean; error: string };

async function visibleTextCount(frames: Frame[], text: string): Promise<number> {
  let total = 0;
  for (const frame of frames) total += await frame.getByText(text).filter({ visible: true }).count().catch(() => 0);
  return total;
}

function sameUrl(actual: string, expected: string): boolean {
  const strip = (u: string) => u.replace(/\/+$/, '').replace(/\/(?=[?#])/, '');
  return strip(actual) === strip(expected);
}

async function countOf(page: Page, target: Target): Promise<number> {
  const frame = page.mainFrame();
  type Role = Parameters<Page['getByRole']>[0];
  if (target.role) {
    const locator = frame.getByRole(target.role as Role, target.name ? { name: target.name } : {});
    // Header rows are not items: count only rows with data cells.
    return target.role === 'row' ? locator.filter({ has: frame.getByRole('cell') }).count() : locator.count();
  }
  for (const role of ['listitem', 'row', 'article'] as const) {
    const locator = role === 'row' ? frame.getByRole('row').filter({ has: frame.getByRole('cell') }) : frame.getByRole(role);
    const n = await locator.count();
    if (n > 0) return n;
  }
  return 0;
}

async function stateCheck(locator: Locator, assertion: Assertion, what: string): Promise<Check> {
  switch (assertion.kind) {
    case 'visible':
      return { ok: await locator.isVisible(), error: `Expected ${what} to be visible, but it is hidden.` };
    case 'hidden':
      return { ok: await locator.isHidden(), error: `Expected ${what} to be hidden, but it is visible.` };
    case 'enabled':
      return { ok: await locator.isEnabled(), error: `Expected ${what} to be enabled, but it is disabled.` };
    case 'disabled':
      return { ok: await locator.isDisabled(), error: `Expected ${what} to be disabled, but it is enabled.` };
    case 'checked':
      return { ok: await locator.isChecked(), error: `Expected ${what} to be checked, but it is not.` };
    case 'unchecked':
      return { ok: !(await locator.isChecked()), error: `Expected ${what} to be unchecked, but it is checked.` };
    default: {
      const actual = await readValue(locator);
      const expected = String(assertion.expected ?? '');
      const ok = assertion.match === 'contains'
        ? normalizeSpace(actual).toLowerCase().includes(normalizeSpace(expected).toLowerCase())
        : normalizeSpace(actual) === normalizeSpace(expected);
      const verb = assertion.match === 'contains' ? 'to contain' : 'to hold';
      return { ok, error: `Expected ${what} ${verb} ${quote(expected)}, but it holds ${quote(actual)}.` };
    }
  }
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A field's value (a select's chosen label), or an element's visible text. */
async function readValue(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    if (el instanceof HTMLSelectElement) return el.selectedOptions[0]?.label ?? el.value;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value;
    return (el as HTMLElement).innerText ?? el.textContent ?? '';
  });
}

/** Checks an assertion, retrying until it holds or the assertion timeout passes. */
export async function checkAssertion(ctx: AssertContext, assertion: Assertion, target: Target | undefined, exactOnly: boolean): Promise<ActOutcome> {
  const { page } = ctx;
  const expected = String(assertion.expected ?? '');
  let result: Check;
  if (assertion.kind === 'text_visible' || assertion.kind === 'text_absent') {
    const wantVisible = assertion.kind === 'text_visible';
    result = await pollUntil(async () => {
      const n = await visibleTextCount(page.frames(), expected);
      return { ok: wantVisible ? n > 0 : n === 0, error: wantVisible ? `Expected the page to show ${quote(expected)}, but it does not.` : `Expected the page not to show ${quote(expected)}, but it does.` };
    }, ctx.timeoutMs);
  } else if (assertion.kind === 'title' || assertion.kind === 'url') {
    const isTitle = assertion.kind === 'title';
    const want = isTitle ? expected : new URL(expected, ctx.startingUrl).toString();
    result = await pollUntil(async () => {
      const actual = isTitle ? await page.title() : page.url();
      const ok = assertion.match === 'contains'
        ? actual.toLowerCase().includes(expected.toLowerCase()) || decodeURIComponent(actual).includes(expected)
        : isTitle ? normalizeSpace(actual) === normalizeSpace(expected) : sameUrl(actual, want);
      const verb = assertion.match === 'contains' ? 'to contain' : 'to be';
      return { ok, error: `Expected the ${isTitle ? 'title' : 'URL'} ${verb} ${quote(expected)}, but it is ${quote(actual)}.` };
    }, ctx.timeoutMs);
  } else if (assertion.kind === 'count') {
    const want = Number(assertion.expected ?? 0);
    const what = target?.description ?? 'items';
    result = await pollUntil(async () => {
      const n = await countOf(page, target ?? { description: what });
      return { ok: n === want, error: `Expected ${want} ${what}, but the page shows ${n}.` };
    }, ctx.timeoutMs);
  } else {
    if (!target) return failed('infra', `The check “${assertion.kind}” needs an element to look at.`);
    const what = quote(target.description);
    const isHiddenCheck = assertion.kind === 'hidden';
    // Hidden elements are not in the accessibility tree, so "not found" already means hidden.
    const resolution = await resolveTarget(page, target, {
      kind: assertion.kind === 'value' ? 'fill' : 'assert',
      exactOnly,
      timeoutMs: isHiddenCheck ? Math.min(500, ctx.timeoutMs) : ctx.timeoutMs,
    });
    if (!resolution.ok) {
      if (isHiddenCheck && resolution.reason === 'not_found') return { ok: true, target };
      return failed(resolution.reason, resolution.error);
    }
    result = await pollUntil(() => stateCheck(resolution.locator, assertion, what).catch((e: Error) => ({ ok: false, error: e.message })), ctx.timeoutMs);
    if (result.ok) return { ok: true, target: resolution.target };
  }
  return result.ok ? { ok: true, ...(target ? { target } : {}) } : failed('assertion', result.error);
}
