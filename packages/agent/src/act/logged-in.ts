import type { Page } from 'playwright-core';
import { quote, type ActOutcome } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';
import { lookUntilSettled, outcomeOf } from './check-look.js';

/** What the page says about being signed in: the words of its first sign-out control (a link,
 *  button or menu item shown, or in a closed menu whose holder is shown), and whether a sign-in
 *  form is shown (a visible password field). Run in the page: no named inner functions. The
 *  exported code runs the same look (export/step-code.ts). */
export const SIGNED_IN_IN_PAGE = (): { signOut: string; signInForm: boolean } => {
  const controls = document.querySelectorAll(
    'a, button, [role=button], [role=link], [role=menuitem], input[type=submit], input[type=button]',
  );
  let signOut = '';
  for (const el of Array.from(controls)) {
    const words = (
      el.getAttribute('aria-label') ||
      el.textContent ||
      (el as HTMLInputElement).value ||
      el.getAttribute('title') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    if (words.length > 60 || !/\b(?:log ?-?out|sign ?-?out|log ?off|sign ?off)\b/i.test(words))
      continue;
    // A menu closed until opened ("marcus ▾" → Log out) counts when what holds it is shown.
    const menu = el.closest('[role=menu], .dropdown-menu, details:not([open])');
    const holder = menu && (menu.tagName === 'DETAILS' ? menu : menu.parentElement);
    const shown = [el, holder].some(
      (node) =>
        node !== null &&
        node.getClientRects().length > 0 &&
        getComputedStyle(node).visibility !== 'hidden',
    );
    if (shown) {
      signOut = words;
      break;
    }
  }
  const signInForm = Array.from(document.querySelectorAll('input[type=password]')).some(
    (field) => field.getClientRects().length > 0 && getComputedStyle(field).visibility !== 'hidden',
  );
  return { signOut, signInForm };
};

/** "Then I should be logged in": the page offers a way to sign out and no longer asks to sign in.
 *  A page that cannot be read ends ERROR. */
export async function checkLoggedIn(page: Page, timeoutMs: number): Promise<ActOutcome> {
  let signOut = '';
  const result = await lookUntilSettled(
    page,
    async () => {
      const look = await answerInTime(page, () =>
        unseen(page, () => page.evaluate(SIGNED_IN_IN_PAGE)),
      );
      signOut = look.signOut;
      if (look.signInForm)
        return { ok: false, error: 'The page still shows a sign-in form (a password field).' };
      if (!look.signOut)
        return { ok: false, error: 'The page offers no way to sign out (no log-out control).' };
      return { ok: true, error: '' };
    },
    timeoutMs,
  );
  return result.ok
    ? { ok: true, note: `Signed in: the page offers ${quote(signOut)}.` }
    : outcomeOf(result);
}
