import type { ActionKind } from '@scout/shared';
import type { ActionHandler, ActionHandlers } from './kinds/action-handler.js';
import { NAVIGATION_KINDS } from './kinds/navigate.js';
import { CLICK_KINDS } from './kinds/click.js';
import { TYPING_KINDS } from './kinds/type.js';
import { CHOOSING_KINDS } from './kinds/choose.js';
import { UPLOAD_KINDS } from './kinds/upload.js';
import { WAITING_KINDS } from './kinds/wait.js';
import { FORM_KINDS } from './kinds/forms.js';
import { DIALOG_AND_TAB_KINDS } from './kinds/dialogs-and-tabs.js';
import type { PlannedAction } from '../core/planner.js';
import type { ActContext } from './act-context.js';
import { checkAssertion } from './check-assertion.js';
import { clearMarks } from './page-marks.js';
import { checkDialog } from './dialogs-and-tabs.js';
import { failed, quote, type ActOutcome } from '../core/outcome.js';
import { revealSecrets } from '../secrets/reveal-secrets.js';

/** Carries out one action on the page; never throws for what the page does. */
export async function executeAction(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  try {
    return await act(ctx, action);
  } finally {
    // The app under test keeps no trace of how Scout found its elements.
    if (!ctx.pages.openDialog) await clearMarks(ctx.page);
  }
}

async function act(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  const value = action.value ?? '';
  const revealed = revealSecrets(value, ctx.spec.testingUser);
  if (revealed === undefined)
    return failed(
      'infra',
      `The step ${quote(action.description)} uses the testing user's credentials, but this run has no testing user with an email and password.`,
    );
  return handlerFor(action.kind)(ctx, action, { value, revealed });
}

function handlerFor<K extends ActionKind>(kind: K): ActionHandler<K> {
  return ACTION_HANDLERS[kind];
}

/** How each kind of action is carried out. */
const ACTION_HANDLERS: ActionHandlers = {
  ...DIALOG_AND_TAB_KINDS,
  ...FORM_KINDS,
  ...WAITING_KINDS,
  ...UPLOAD_KINDS,
  ...CHOOSING_KINDS,
  ...TYPING_KINDS,
  ...CLICK_KINDS,
  ...NAVIGATION_KINDS,
  assert: async (ctx, action) => {
    const { page, spec } = ctx;
    if (!action.assertion)
      return failed('infra', `The step ${quote(action.description)} does not say what to check.`);
    if (action.assertion.kind === 'dialog') return checkDialog(ctx, action.assertion);
    return checkAssertion(
      { page, startingUrl: spec.startingUrl, timeoutMs: ctx.targetTimeoutMs },
      action.assertion,
      action.target,
      ctx.exactOnly,
      action.ref,
    );
  },
};
