import type { ActionKind } from '@scout/shared';
import type { ActionHandler } from './kinds/action-handler.js';
import { ACTION_HANDLERS } from './kinds/action-handlers.js';
import type { PlannedAction } from '../core/planner.js';
import type { ActContext } from './act-context.js';
import { clearMarks } from './page-marks.js';
import { failed, quote, type ActOutcome } from '../core/outcome.js';
import { actsOnPage } from './act-in-pages.js';
import { revealSecrets } from '../secrets/reveal-secrets.js';

/** Carries out one action on the page; never throws for what the page does. */
export async function executeAction(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  // The download checks after a step that acts look at what it downloads (run-pages.ts).
  if (actsOnPage(action)) ctx.pages.actionStarts();
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
