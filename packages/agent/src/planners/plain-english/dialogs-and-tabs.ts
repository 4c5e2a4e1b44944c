import type { Assertion, ResolvedAction } from '@scout/shared';
import { literal, maskQuotes } from './quotes.js';

/**
 * Steps about the browser's own dialogs (alert, confirm, prompt) and its tabs, read before the
 * other forms: "accept the confirmation", "the dialog says 'Are you sure?'", "enter 'Ada' in the
 * prompt and accept", "switch to the new tab", "go back to the first tab", "close the tab".
 * Semantics: docs/decisions/007-native-dialogs-and-tabs.md.
 */

// What testers call a native dialog. "popup" and "modal" are left out on purpose: they usually
// mean a dialog the page draws, which is clicked like any other element.
const DIALOG_NOUN =
  '(?:(?:the|this|that|a|an)\\s+)?(?:(?:browser|native|javascript|js|confirmation|confirm|alert|prompt)\\s+)?' +
  '(?:alertbox|confirmbox|promptbox|dialog(?:\\s+box)?|alert(?:\\s+box)?|confirmation(?:\\s+(?:dialog|box|message|prompt))?|confirm(?:\\s+box)?|prompt(?:\\s+box)?|message\\s+box)';
const DIALOG = `(?:${DIALOG_NOUN}|it)`;
// Words that name the browser's own dialog, not one the page draws.
const NATIVE_NOUN =
  /\b(?:browser|native|javascript|js|alert|confirmation|confirm|prompt|message box)\b/i;
const OK_BUTTON = '(?:ok|okay|yes|leave|accept|confirm)';
const CANCEL_BUTTON = '(?:cancel|no|stay|dismiss)';
const IN_DIALOG = `\\s+(?:in|on|of)\\s+${DIALOG_NOUN}`;
const CLICK = '(?:click|press|tap|hit|choose|select)\\s+(?:on\\s+)?(?:the\\s+)?';
const ACCEPT_WORDS = `(?:accept|confirm|approve|ok)\\s+${DIALOG}|${CLICK}${OK_BUTTON}(?:\\s+button)?${IN_DIALOG}|accept`;
const DISMISS_WORDS = `(?:dismiss|cancel|decline|reject|close)\\s+${DIALOG}|${CLICK}${CANCEL_BUTTON}(?:\\s+button)?${IN_DIALOG}|dismiss|cancel`;
// "click 'Yes, delete' in the confirmation": a quoted button, OK unless it reads like Cancel.
const QUOTED_BUTTON = new RegExp(`^${CLICK}(⟦\\d+⟧)(?:\\s+button)?${IN_DIALOG}$`, 'i');
const CANCEL_NAME = new RegExp(`^${CANCEL_BUTTON}$|^(?:cancel|no|close|don't|do not|keep)\\b`, 'i');
const ACCEPT = new RegExp(`^(?:${ACCEPT_WORDS})$`, 'i');
const DISMISS = new RegExp(`^(?:${DISMISS_WORDS})$`, 'i');
const CONFIRM_WITH = new RegExp(
  `^(?:confirm|answer|close|accept)(?:\\s+${DIALOG_NOUN}|\\s+(?:the\\s+)?(?:modal|pop-?up|popup))?\\s+(?:with|by\\s+(?:clicking|pressing|choosing|selecting)(?:\\s+on)?)\\s+(?:the\\s+)?(⟦\\d+⟧|[A-Z][\\w-]*|ok|okay|yes)(?:\\s+button)?$`,
  'i',
);
// What may follow a prompt's text: "and accept", "and click OK", "then cancel".
const ANSWER_WORDS = `${ACCEPT_WORDS}|${DISMISS_WORDS}|${CLICK}(?:${OK_BUTTON}|${CANCEL_BUTTON})(?:\\s+button)?`;
// Only a prompt takes text: "type DELETE into Confirmation" is a field on the page.
const PROMPT_NOUN =
  '(?:the\\s+)?(?:(?:browser|native|javascript|js)\\s+)?prompt(?:\\s+(?:dialog|box|window))?';
const PROMPT_ANSWER = new RegExp(
  `^(?:type|enter|input|write|fill\\s+in|put)\\s+(.+?)\\s+(?:into|in|in to|on)\\s+${PROMPT_NOUN}(?:,?\\s+(?:and\\s+|then\\s+|and\\s+then\\s+)?(${ANSWER_WORDS}))?$`,
  'i',
);
// "the dialog says 'X'", "the confirmation message is 'X'", "an alert appears saying 'X'".
const SAYS = `(?:says|reads|shows|displays|asks|contains|includes|is|equals|text\\s+is|message\\s+is|should\\s+say|should\\s+read|should\\s+be)`;
const DIALOG_TEXT = new RegExp(
  `^(?:(?:verify|check|expect|assert|ensure|make sure|confirm|validate|see)\\s+(?:that\\s+)?)?${DIALOG_NOUN}(?:'s)?(?:\\s+(?:message|text))?` +
    `(?:\\s+(?:appears|opens|pops up|is shown|is displayed|shows up))?(?:\\s+(?:${SAYS}|saying|with(?:\\s+the)?(?:\\s+(?:message|text))?|asking))?(?:\\s+the\\s+(?:text|message))?\\s*(⟦\\d+⟧)?$`,
  'i',
);
const TAB = '(?:tab|window|browser tab|browser window)';
const NEW_TAB = new RegExp(
  `^(?:switch|change|move|go|jump|focus)\\s+(?:over\\s+)?to\\s+(?:the\\s+)?(?:new|newly opened|other|second|latest|new browser|popup|pop-up)\\s+${TAB}$`,
  'i',
);
const FIRST_TAB = new RegExp(
  `^(?:switch|change|move|go|jump|return|focus)\\s+(?:back\\s+)?to\\s+(?:the\\s+)?(first|1st|original|main|initial|old|previous|earlier)\\s+${TAB}$|^(?:switch|return)\\s+back$`,
  'i',
);
const TITLED_TAB = new RegExp(
  `^(?:switch|change|move|go|jump|return|focus)\\s+(?:back\\s+)?to\\s+(?:the\\s+)?${TAB}\\s+(?:titled|named|called|with\\s+(?:the\\s+)?title)\\s+(.+)$`,
  'i',
);
const CLOSE_TAB = new RegExp(
  `^close\\s+(?:the\\s+|this\\s+)?(?:new\\s+|current\\s+|other\\s+|second\\s+)?${TAB}$`,
  'i',
);

type Parsed = { ok: true; action: ResolvedAction };

function act(
  kind: ResolvedAction['kind'],
  description: string,
  extra: Partial<ResolvedAction> = {},
): Parsed {
  return { ok: true, action: { kind, description, ...extra } };
}

/** Reads a dialog or tab step (`s` with quotes masked as ⟦n⟧, its subject gone); undefined when
 *  it is not one, so the caller reads it as any other step. `d` is the step as written. */
export function parseDialogOrTabStep(s: string, quotes: string[], d: string): Parsed | undefined {
  let m: RegExpExecArray | null;
  if (ACCEPT.test(s)) return act('accept_dialog', d);
  if (DISMISS.test(s)) return act('dismiss_dialog', d);
  if ((m = QUOTED_BUTTON.exec(s))) {
    const name = literal(m[1], quotes).text.trim();
    // "Click 'Save' in the dialog" is a dialog the page draws (a button the browser's own dialogs
    // never have); OK and Cancel, or a dialog named as the browser's, are the browser's.
    const native =
      new RegExp(`^${OK_BUTTON}$|^${CANCEL_BUTTON}$`, 'i').test(name) || NATIVE_NOUN.test(s);
    if (native) return act(CANCEL_NAME.test(name) ? 'dismiss_dialog' : 'accept_dialog', d);
  }
  // "confirm with Yes", "confirm the dialog with 'OK'": that button of the open dialog, clicked
  // (the browser's own when one is open, else the one the page draws).
  if ((m = CONFIRM_WITH.exec(s))) {
    const name = literal(m[1], quotes).text.trim();
    // "confirm with Enter" is a key, pressed, not a button.
    if (name && !/^(?:enter|return|tab|escape|esc|space|spacebar)$/i.test(name))
      return act('click', d, {
        target: { role: 'button', name, region: 'dialog', description: `${name} in the dialog` },
      });
  }
  if ((m = PROMPT_ANSWER.exec(s))) {
    // A prompt's text counts only with OK, so typing it is answering it (OK unless it says Cancel).
    const cancels =
      m[2] !== undefined &&
      new RegExp(`^(?:${DISMISS_WORDS}|${CLICK}${CANCEL_BUTTON}(?:\\s+button)?)$`, 'i').test(m[2]);
    return cancels
      ? act('dismiss_dialog', d)
      : act('accept_dialog', d, { value: literal(m[1], quotes).text });
  }
  if (
    (m = DIALOG_TEXT.exec(s)) &&
    (m[1] !== undefined || /appears|opens|pops up|is shown|is displayed|shows up/i.test(s))
  ) {
    const words = s.toLowerCase();
    const match: Assertion['match'] = /\b(?:is|equals|be)\s+⟦/.test(words)
      ? 'equals'
      : /\b(?:contains|includes)\s+⟦/.test(words)
        ? 'contains'
        : 'words';
    const assertion: Assertion =
      m[1] !== undefined
        ? { kind: 'dialog', expected: literal(m[1], quotes).text, match }
        : { kind: 'dialog' };
    return act('assert', d, { assertion });
  }
  if (NEW_TAB.test(s)) return act('switch_tab', d, { value: 'new' });
  if ((m = FIRST_TAB.exec(s))) {
    const which = m[1] && /previous|earlier/i.test(m[1]) ? 'previous' : m[1] ? 'first' : 'previous';
    return act('switch_tab', d, { value: which });
  }
  if ((m = TITLED_TAB.exec(s))) {
    const title = literal(m[1], quotes).text;
    return act('switch_tab', d, {
      target: { name: title, description: `the tab titled “${title}”` },
    });
  }
  if (CLOSE_TAB.test(s)) return act('close_tab', d);
  return undefined;
}

const PROMPT_TYPED = new RegExp(
  `^(?:type|enter|input|write|fill\\s+in|put)\\s+.+?\\s+(?:into|in|in to|on)\\s+${PROMPT_NOUN}$`,
  'i',
);
const BARE_ANSWER = new RegExp(`^(?:${ANSWER_WORDS})$`, 'i');

/** "Enter 'Ada' in the prompt and accept" is one step: a prompt's text is sent with its OK, so
 *  the split clauses are joined again. */
export function joinPromptAnswers(steps: string[]): string[] {
  const joined: string[] = [];
  for (const step of steps) {
    const previous = joined.at(-1);
    const bare = (text: string) =>
      maskQuotes(text)
        .text.replace(/[.!;]+$/, '')
        .trim();
    if (
      previous !== undefined &&
      PROMPT_TYPED.test(bare(previous)) &&
      BARE_ANSWER.test(bare(step))
    ) {
      joined[joined.length - 1] = `${previous} and ${step}`;
    } else {
      joined.push(step);
    }
  }
  return joined;
}

/** The forms above, for the list shown when a step is not understood. */
export const DIALOG_AND_TAB_FORMS = [
  "accept the confirmation / click OK in the dialog; dismiss the alert / cancel the dialog; enter 'Ada' in the prompt and accept",
  "check that the dialog says 'Are you sure?' (verify the confirmation message is 'Are you sure?')",
  "switch to the new tab; switch to the tab titled 'Help'; go back to the first tab; close the tab",
];
