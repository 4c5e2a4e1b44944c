import { failed, quote } from '../../core/outcome.js';
import { checkAssertion } from '../check-assertion.js';
import { checkCrossedOut } from '../crossed-out.js';
import { checkScrolledDown } from '../scrolled-down.js';
import { checkLoggedIn } from '../logged-in.js';
import {
  checkDialog,
  checkDownloaded,
  checkNoDialog,
  checkTabOpened,
} from '../dialogs-and-tabs.js';
import type { ActionHandlers } from './action-handler.js';

/** Checks: a native dialog's message (../dialogs-and-tabs.ts), everything else by checkAssertion. */
export const CHECK_KINDS = {
  assert: async (ctx, action) => {
    const { page, spec } = ctx;
    if (!action.assertion)
      return failed('infra', `The step ${quote(action.description)} does not say what to check.`);
    if (action.assertion.kind === 'dialog') return checkDialog(ctx, action.assertion);
    if (action.assertion.kind === 'no_dialog') return checkNoDialog(ctx);
    if (action.assertion.kind === 'tab_opened') return checkTabOpened(ctx);
    if (action.assertion.kind === 'downloaded') return checkDownloaded(ctx, action.assertion);
    if (action.assertion.kind === 'crossed_out')
      return checkCrossedOut(page, action.assertion, ctx.targetTimeoutMs);
    if (action.assertion.kind === 'scrolled_down')
      return checkScrolledDown(page, ctx.targetTimeoutMs);
    if (action.assertion.kind === 'logged_in') return checkLoggedIn(page, ctx.targetTimeoutMs);
    return checkAssertion(
      { page, startingUrl: spec.startingUrl, timeoutMs: ctx.targetTimeoutMs },
      action.assertion,
      action.target,
      ctx.exactOnly,
      action.ref,
    );
  },
} satisfies Partial<ActionHandlers>;
