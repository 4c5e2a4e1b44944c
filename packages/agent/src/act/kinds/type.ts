import type { Page } from 'playwright-core';
import { failed, quote } from '../../core/outcome.js';
import { answerInTime } from '../../core/page-answer.js';
import { unseen } from '../../core/unseen.js';
import { fillField } from '../fill-field.js';
import { noteTyped } from '../typed-fields.js';
import type { ActionHandlers } from './action-handler.js';
import { withTarget } from './with-target.js';
import { actionTimeoutMs } from '../../core/machine-load.js';

/** The keyboard: type into a field (its effect checked by fillField), clear it, press a key. */
export const TYPING_KINDS = {
  fill: async (ctx, action, { revealed }) => {
    const { page } = ctx;
    if (!action.target && !action.ref) {
      // "Type 'hello'" with no field named types where the cursor is; with no text field focused
      // there is nowhere to type, and guessing one could type a value into the wrong field.
      if (!(await hasFocusedTextField(page))) {
        return failed(
          'infra',
          `The step ${quote(action.description)} does not say which field to type into, and no text field has focus. Name the field (for example “type 'hello' into Search”).`,
        );
      }
      await page.keyboard.insertText(revealed);
      return { ok: true };
    }
    return withTarget(ctx, action, { pointer: true, choosesFromList: true }, async (l) => {
      await noteTyped(page, l);
      // A search result is no field with a picker of its own.
      const widget = action.target?.widget;
      await fillField(l, revealed, widget === 'result' ? undefined : widget);
    });
  },
  clear: async (ctx, action) =>
    withTarget(ctx, action, { pointer: true }, (l) => l.clear({ timeout: actionTimeoutMs() })),
  press: async (ctx, action, { value }) => {
    const { page } = ctx;
    if (!action.target && !action.ref) {
      await page.keyboard.press(value);
      return { ok: true };
    }
    return withTarget(ctx, action, { pointer: false }, (l) =>
      l.press(value, { timeout: actionTimeoutMs() }),
    );
  },
} satisfies Partial<ActionHandlers>;

/** Whether the keyboard would type into a text field (an input, text area or editable element),
 *  in the page or inside the frame or shadow root that has focus. */
async function hasFocusedTextField(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const focused = await answerInTime(page, () =>
      unseen(page, () =>
        frame.evaluate(() => {
          let el: Element | null = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          if (!el || el === document.body) return false;
          if (el instanceof HTMLTextAreaElement) return !el.disabled && !el.readOnly;
          if (el instanceof HTMLInputElement)
            return (
              !el.disabled &&
              !el.readOnly &&
              ![
                'button',
                'submit',
                'reset',
                'checkbox',
                'radio',
                'file',
                'image',
                'range',
                'color',
                'hidden',
              ].includes(el.type)
            );
          return (el as HTMLElement).isContentEditable;
        }),
      ),
    ).catch(() => false);
    if (focused) return true;
  }
  return false;
}
