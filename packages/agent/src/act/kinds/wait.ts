import type { PlannedAction } from '../../core/planner.js';
import { failed, pollUntil, quote, type ActOutcome } from '../../core/outcome.js';
import { resolveTarget } from '../../resolve/resolve-target.js';
import type { ActContext } from '../act-context.js';
import { checkAssertion } from '../check-assertion.js';
import type { ActionHandlers } from './action-handler.js';
import { navigationTimeoutMs, withTarget } from './with-target.js';

/** Waiting: a while, for the page to load, for an element or text to appear, or to go. */
export const WAITING_KINDS = {
  wait_for: async (ctx, action, { value }) => waitFor(ctx, action, value),
  wait_gone: async (ctx, action) => waitGone(ctx, action),
} satisfies Partial<ActionHandlers>;

async function waitFor(ctx: ActContext, action: PlannedAction, value: string): Promise<ActOutcome> {
  const sleep = /^(\d+)ms$/.exec(value);
  if (sleep) {
    await ctx.page.waitForTimeout(Math.min(Number(sleep[1]), 60_000));
    return { ok: true };
  }
  if (value === 'load') {
    await ctx.page
      .waitForLoadState('load', { timeout: navigationTimeoutMs() })
      .catch(() => undefined);
    return { ok: true };
  }
  if (action.target?.text && !action.target.role) {
    const outcome = await checkAssertion(
      {
        page: ctx.page,
        startingUrl: ctx.spec.startingUrl,
        timeoutMs: ctx.waitTimeoutMs,
        waitOut: true,
      },
      { kind: 'text_visible', expected: action.target.text },
      undefined,
      ctx.exactOnly,
    );
    return outcome.ok
      ? { ok: true, target: action.target }
      : failed('not_found', `${quote(action.target.text)} never appeared on the page.`);
  }
  return withTarget(
    ctx,
    action,
    { pointer: false, timeoutMs: ctx.waitTimeoutMs },
    async () => undefined,
  );
}

async function waitGone(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  const target = action.target ?? { description: action.description };
  if (target.text && !target.role) {
    const outcome = await checkAssertion(
      {
        page: ctx.page,
        startingUrl: ctx.spec.startingUrl,
        timeoutMs: ctx.waitTimeoutMs,
        waitOut: true,
      },
      { kind: 'text_absent', expected: target.text },
      undefined,
      ctx.exactOnly,
    );
    return outcome.ok
      ? { ok: true, target }
      : failed(
          'assertion',
          `${quote(target.text)} was still on the page after ${ctx.waitTimeoutMs / 1000} s.`,
        );
  }
  const resolution = await resolveTarget(ctx.page, target, {
    kind: 'wait_gone',
    exactOnly: ctx.exactOnly,
    timeoutMs: 300,
  });
  if (!resolution.ok) return { ok: true, target };
  const gone = await pollUntil(
    async () => ({ ok: await resolution.locator.isHidden().catch(() => true) }),
    ctx.waitTimeoutMs,
  );
  return gone.ok
    ? { ok: true, target: resolution.target }
    : failed(
        'assertion',
        `${quote(target.description)} was still on the page after ${ctx.waitTimeoutMs / 1000} s.`,
      );
}
