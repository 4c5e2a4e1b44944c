import { ACTION_TIMEOUT_MS, withTarget } from './kinds/with-target.js';
import type { ActionKind } from '@scout/shared';
import type { ActionHandler, ActionHandlers } from './kinds/action-handler.js';
import { NAVIGATION_KINDS } from './kinds/navigate.js';
import { CLICK_KINDS } from './kinds/click.js';
import { TYPING_KINDS } from './kinds/type.js';
import { CHOOSING_KINDS } from './kinds/choose.js';
import { UPLOAD_KINDS } from './kinds/upload.js';
import { WAITING_KINDS } from './kinds/wait.js';
import type { PlannedAction } from '../core/planner.js';
import type { ActContext } from './act-context.js';
import { checkAssertion } from './check-assertion.js';
import { clearMarks } from './page-marks.js';
import { answerDialog, checkDialog, closeTab, switchTab } from './dialogs-and-tabs.js';
import { logIn } from './log-in.js';
import { noteMarked } from '../core/marks.js';
import { failed, quote, shortError, type ActOutcome } from '../core/outcome.js';
import { revealSecrets } from '../secrets/reveal-secrets.js';
import { unseen } from '../core/unseen.js';

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
  ...WAITING_KINDS,
  ...UPLOAD_KINDS,
  ...CHOOSING_KINDS,
  ...TYPING_KINDS,
  ...CLICK_KINDS,
  ...NAVIGATION_KINDS,
  login: async (ctx, action) => logIn(ctx, action),
  accept_dialog: async (ctx, action, { revealed }) =>
    answerDialog(ctx, action, action.value === undefined ? undefined : revealed),
  dismiss_dialog: async (ctx, action, { revealed }) =>
    answerDialog(ctx, action, action.value === undefined ? undefined : revealed),
  switch_tab: async (ctx, action) => switchTab(ctx, action),
  close_tab: async (ctx) => closeTab(ctx),
  submit: async (ctx, action) => submit(ctx, action),
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

/**
 * Submits a form the way a person would: the submit button of the field's form (or of the one
 * form on show when the step names no field), else Enter in the field.
 */
async function submit(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  if (!action.target && !action.ref) {
    const forms = ctx.page.locator('form').filter({ visible: true });
    const count = await unseen(ctx.page, () => forms.count());
    if (count !== 1)
      return failed(
        count ? 'ambiguous' : 'not_found',
        count
          ? `The page shows ${count} forms; say which one to submit (for example “click 'Save'”).`
          : 'The page shows no form to submit.',
      );
    const button = forms
      .locator('button:not([type=button]):not([type=reset]), input[type=submit], input[type=image]')
      .filter({ visible: true });
    try {
      if ((await unseen(ctx.page, () => button.count())) >= 1)
        await button.first().click({ timeout: ACTION_TIMEOUT_MS });
      else await forms.evaluate((form) => (form as HTMLFormElement).requestSubmit());
    } catch (error) {
      return failed('action', `Could not submit the form: ${shortError(error)}`);
    }
    return { ok: true };
  }
  return withTarget(ctx, action, { pointer: true }, async (l) => {
    const inForm = await unseen(ctx.page, () =>
      l.evaluate((el) => Boolean((el as HTMLInputElement).form ?? el.closest('form'))),
    );
    if (inForm) {
      const button = l
        .locator('xpath=ancestor::form[1]')
        .locator(
          'button:not([type=button]):not([type=reset]), input[type=submit], input[type=image]',
        )
        .filter({ visible: true });
      if ((await unseen(ctx.page, () => button.count())) >= 1)
        return button.first().click({ timeout: ACTION_TIMEOUT_MS });
    } else {
      // A form without <form> (a React search bar, a todo input with its Add button): the one
      // button of the field's own group.
      noteMarked(l.page());
      const group = await unseen(ctx.page, () =>
        l.evaluate((el) => {
          let box: Element | null = el.parentElement;
          for (
            let depth = 0;
            box && box !== document.body && depth < 4;
            depth++, box = box.parentElement
          ) {
            // A list or more fields around it: past the field's own group (TodoMVC's header sits in
            // the app beside "Clear completed", which is no submit button for a new todo).
            if (box.querySelector('li, tr, article, [role=listitem], [role=row]')) return false;
            if (box.querySelectorAll('input:not([type=hidden]), textarea, select').length > 3)
              return false;
            const buttons = Array.from(
              box.querySelectorAll('button, input[type=submit], input[type=button], [role=button]'),
            ).filter((b) => (b as HTMLElement).getClientRects().length > 0);
            if (buttons.length > 1) return false;
            if (buttons.length === 1) {
              buttons[0].setAttribute('data-scout-submit', '1');
              return true;
            }
          }
          return false;
        }),
      );
      if (group) {
        const button = l
          .locator('xpath=ancestor::*[.//*[@data-scout-submit]][1]')
          .locator('[data-scout-submit]')
          .first();
        await button.click({ timeout: ACTION_TIMEOUT_MS });
        await unseen(ctx.page, () =>
          button.evaluate((b) => b.removeAttribute('data-scout-submit'), undefined, {
            timeout: 500,
          }),
        ).catch(() => undefined);
        return;
      }
    }
    await l.press('Enter', { timeout: ACTION_TIMEOUT_MS });
  });
}
