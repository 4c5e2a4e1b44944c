import { noteMarked } from '../../core/marks.js';
import type { PlannedAction } from '../../core/planner.js';
import { failed, shortError, type ActOutcome } from '../../core/outcome.js';
import { unseen } from '../../core/unseen.js';
import type { ActContext } from '../act-context.js';
import { fillForm } from '../fill-form.js';
import { logIn } from '../log-in.js';
import type { ActionHandlers } from './action-handler.js';
import { withTarget } from './with-target.js';
import { actionTimeoutMs, underLoad } from '../../core/machine-load.js';

/** Forms as a whole: filling one with made-up values, a sign-in form with the testing user's (../fill-form.ts), submitting one, logging in
 *  as the testing user (../log-in.ts). */
export const FORM_KINDS = {
  fill_form: async (ctx, action) =>
    fillForm(ctx.page, action.target?.region, action.form ?? {}, ctx.spec.testingUser),
  submit: async (ctx, action) => submit(ctx, action),
  login: async (ctx, action) => logIn(ctx, action),
} satisfies Partial<ActionHandlers>;

/**
 * Submits a form the way a person would: the submit button of the field's form (or of the one
 * form on show when the step names no field), else Enter in the field.
 */
async function submit(ctx: ActContext, action: PlannedAction): Promise<ActOutcome> {
  if (!action.target && !action.ref) {
    let forms = ctx.page.locator('form').filter({ visible: true });
    let count = await unseen(ctx.page, () => forms.count());
    // Several forms on show (a sign-up form under a navbar's search): the one being filled, which
    // holds the focus ("fill the sign-up form … / submit the form").
    if (count > 1) {
      const focused = ctx.page.locator('form:focus-within').filter({ visible: true });
      if ((await unseen(ctx.page, () => focused.count())) === 1) {
        forms = focused;
        count = 1;
      }
    }
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
        await button.first().click({ timeout: actionTimeoutMs() });
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
        return button.first().click({ timeout: actionTimeoutMs() });
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
            // A list or more fields around it: past the field's own group (a checklist's input sits
            // in a card beside "Clear done chores", which is no submit button for a new chore).
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
        await button.click({ timeout: actionTimeoutMs() });
        await unseen(ctx.page, () =>
          button.evaluate((b) => b.removeAttribute('data-scout-submit'), undefined, {
            timeout: underLoad(500),
          }),
        ).catch(() => undefined);
        return;
      }
    }
    await l.press('Enter', { timeout: actionTimeoutMs() });
  });
}
