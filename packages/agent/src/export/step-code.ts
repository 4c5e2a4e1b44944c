import type { Assertion, ResolvedAction, Target } from '@scout/shared';
import { DRAWN_DIALOG_SELECTOR, isSelector } from '../core/selectors.js';
import {
  containsLiteral,
  hasSecret,
  isValidPattern,
  matcherLiteral,
  textExpression,
  wholeWordsLiteral,
} from './code-literals.js';
import { Code, code, comment, stringLiteral } from './source-code.js';
import { locatorFor } from './target-locator.js';
import { viewportSize } from '../core/viewport-size.js';
import { BAD_WORDS, GOOD_WORDS, MESSAGE_REGIONS } from '../act/success-message.js';
import { SIGNED_IN_IN_PAGE } from '../act/logged-in.js';
import { STYLE_IN_PAGE } from '../act/css-style.js';
import { CROSSED_OUT_IN_PAGE } from '../act/crossed-out.js';
import { SCROLL_TOP } from '../act/scrolled-down.js';
import { failingLogin, UNKNOWN_USER_EMAIL, WRONG_PASSWORD } from '../act/log-in.js';

/** One exported step: its lines, and whether it could not be exported. */
export interface StepCode {
  lines: Code[];
  notExportable?: string;
}

/** What the step's code needs to know about the export. */
export interface StepContext {
  startingUrl: string;
  /** The testing user signs in with a cookie, set before the first page. */
  isCookieUser: boolean;
  /** The testing user signs in with an email and password (read from the environment). */
  isEmailUser: boolean;
}

/** A step that throws with the reason it could not be exported. */
export function notExportable(action: ResolvedAction, why: string): StepCode {
  const message = `Step "${action.description}" is not exportable: ${why}`;
  return { lines: [code`throw new Error(${message});`], notExportable: why };
}

/** "click '#submit'": a target the test named by a selector is exported as that selector, among
 *  the visible elements it matches (as Scout found it), inside a region named by a selector too. */
function targetLocator(target: Target | undefined): ReturnType<typeof locatorFor> {
  if (target?.selector === undefined) return locatorFor(target);
  const scope =
    target.region !== undefined && isSelector(target.region)
      ? code`page.locator(${target.region}).locator(${target.selector})`
      : code`page.locator(${target.selector})`;
  const visible = code`${scope}.filter({ visible: true })`;
  const notes =
    target.region !== undefined && !isSelector(target.region)
      ? [
          `Scout looked for it in ${stringLiteral(target.region)}; this locator looks on the whole page.`,
        ]
      : [];
  return {
    code: target.nth === undefined ? visible : code`${visible}.nth(${target.nth})`,
    notes,
  };
}

function withLocator(action: ResolvedAction, use: (locator: Code) => Code): StepCode {
  const found = targetLocator(action.target);
  if (!found)
    return notExportable(
      action,
      'Scout recorded no role, label, placeholder or text for its element',
    );
  return { lines: [...found.notes.map((n) => comment(n)), use(found.code)] };
}

function navigateCode(action: ResolvedAction, startingUrl: string): StepCode {
  if (!URL.canParse(startingUrl) || !URL.canParse(action.value!, startingUrl))
    return notExportable(action, 'its address is not a URL');
  const start = new URL(startingUrl);
  const to = new URL(action.value!, startingUrl);
  if (to.origin !== start.origin) return { lines: [code`await page.goto(${to.href});`] };
  const path = to.pathname + to.search + to.hash;
  return { lines: [code`await page.goto(new URL(${path}, STARTING_URL).href);`] };
}

/** A text shown (or not) on the page. */
export function textCheck(assertion: Assertion, action: ResolvedAction): StepCode {
  const expected = String(assertion.expected ?? '');
  const visible = assertion.kind === 'text_visible';
  if (!expected) return notExportable(action, 'the check names no text');
  const text = hasSecret(expected)
    ? textExpression(expected)
    : assertion.match === 'contains'
      ? containsLiteral(expected)
      : wholeWordsLiteral(expected);
  const region = action.target?.region;
  // "I should see 'Saved' within '#flash'": the region is the one element its selector matches.
  const inSelector = region !== undefined && isSelector(region);
  const shown = inSelector
    ? code`page.locator(${region}).filter({ visible: true }).getByText(${text}).filter({ visible: true })`
    : code`page.getByText(${text}).filter({ visible: true })`;
  const lines =
    region && !inSelector
      ? [comment(`Scout looked in ${stringLiteral(region)}; this check looks on the whole page.`)]
      : [];
  // "… within the table row containing 'Admin'": Scout looked only in the rows that show it.
  const near = action.target?.near;
  if (near !== undefined)
    lines.push(
      comment(
        `Scout looked in the row showing ${stringLiteral(near)}; this check looks on the whole page.`,
      ),
    );
  lines.push(
    visible
      ? code`await expect(${shown}.first()).toBeVisible();`
      : code`await expect(${shown}).toHaveCount(0);`,
  );
  return { lines };
}

const STATE_MATCHERS: Partial<Record<Assertion['kind'], Code>> = {
  visible: code`toBeVisible()`,
  hidden: code`toBeHidden()`,
  enabled: code`toBeEnabled()`,
  disabled: code`toBeDisabled()`,
  checked: code`toBeChecked()`,
  unchecked: code`not.toBeChecked()`,
};

function valueCheck(action: ResolvedAction, expected: string, match: Assertion['match']): StepCode {
  const value =
    match === 'equals' && !hasSecret(expected)
      ? code`${expected}`
      : hasSecret(expected)
        ? textExpression(expected)
        : matcherLiteral(expected, match ?? 'equals');
  if (action.target?.role === 'combobox' || action.target?.role === 'listbox')
    return withLocator(
      action,
      (l) => code`await expect(${l}.locator('option:checked')).toHaveText(${value});`,
    );
  return withLocator(action, (l) => code`await expect(${l}).toHaveValue(${value});`);
}

/** "Given I am on the login page": when the run got there by a link, the link is followed when
 *  the browser is elsewhere; then the page is checked by isOnPage (playwright-spec.ts). */
function onPageCode(action: ResolvedAction, name: string): StepCode {
  const check = code`await expect.poll(() => isOnPage(page, ${name})).toBe(true);`;
  if (!action.assertion?.reach || !action.target) return { lines: [check] };
  const way = locatorFor(action.target);
  if (!way) return notExportable(action, 'Scout recorded no name for the link it followed');
  return {
    lines: [
      ...way.notes.map((n) => comment(n)),
      code`if (!(await isOnPage(page, ${name}))) await ${way.code}.click();`,
      check,
    ],
  };
}

/** A check's step (a dialog's check is written with the step that opened the dialog). */
export function assertCode(action: ResolvedAction): StepCode {
  const assertion = action.assertion;
  if (!assertion) return notExportable(action, 'it records no check');
  const expected = String(assertion.expected ?? '');
  const match = assertion.match ?? 'equals';
  if (match === 'matches' && !isValidPattern(expected))
    return notExportable(action, 'its pattern is not a regular expression');
  switch (assertion.kind) {
    case 'text_visible':
    case 'text_absent':
      return textCheck(assertion, action);
    case 'title':
      return { lines: [code`await expect(page).toHaveTitle(${matcherLiteral(expected, match)});`] };
    case 'url':
      return {
        lines: [
          match === 'equals'
            ? code`await expect(page).toHaveURL(new URL(${expected}, STARTING_URL).href);`
            : code`await expect(page).toHaveURL(${matcherLiteral(expected, match)});`,
        ],
      };
    case 'value':
    case 'value_absent': {
      // "'Option 3' is selected": no field named; the option of that name is the chosen one
      // wherever it is on show (act/option-selected.ts), a helper of the spec (playwright-spec.ts).
      if (!action.target) {
        const state = assertion.kind === 'value' ? 'chosen' : 'not chosen';
        return {
          lines: [code`await expect.poll(() => optionState(page, ${expected})).toBe(${state});`],
        };
      }
      if (assertion.kind === 'value') return valueCheck(action, expected, match);
      const unwanted = hasSecret(expected)
        ? textExpression(expected)
        : matcherLiteral(expected, match ?? 'contains');
      return withLocator(action, (l) => code`await expect(${l}).not.toHaveValue(${unwanted});`);
    }
    case 'count': {
      const count = Number(assertion.expected ?? 0);
      if (!action.target?.role || action.target.region)
        return notExportable(
          action,
          'Scout counted the items of a part of the page by its own reading of the page',
        );
      if (!Number.isInteger(count)) return notExportable(action, 'the check names no count');
      return withLocator(
        action,
        (l) => code`await expect(${l}.filter({ visible: true })).toHaveCount(${count});`,
      );
    }
    case 'error_shown':
    case 'no_error':
      return notExportable(
        action,
        'Scout tells an error message by its own reading of the page (alerts, invalid fields, error styles)',
      );
    case 'dialog':
      return notExportable(action, 'no step before it opened a dialog');
    case 'no_dialog':
      // Playwright dismisses a native dialog no step answers, so none is left open: the drawn ones
      // are what the file can find open.
      return {
        lines: [
          code`await expect(page.locator(${DRAWN_DIALOG_SELECTOR}).filter({ visible: true })).toHaveCount(0);`,
        ],
      };
    case 'crossed_out':
      // The same test as Scout's (act/crossed-out.ts), run on every visible element with the text.
      return {
        lines: [
          code`await expect.poll(async () => { const crossed = await page.getByText(${wholeWordsLiteral(expected)}).filter({ visible: true }).evaluateAll(${new Code(CROSSED_OUT_IN_PAGE.toString())}); return crossed.length > 0 && crossed.every(Boolean); }).toBe(true);`,
        ],
      };
    case 'scrolled_down':
      return {
        lines: [
          code`await expect.poll(() => page.evaluate(${new Code(SCROLL_TOP.toString())})).toBeGreaterThan(0);`,
        ],
      };
    case 'style': {
      // The same comparison as Scout's (act/css-style.ts), on the element the run found.
      const property = assertion.property ?? '';
      if (!property) return notExportable(action, 'the check names no CSS property');
      return withLocator(
        action,
        (l) =>
          code`await expect.poll(async () => (await ${l}.evaluate(${new Code(STYLE_IN_PAGE.toString())}, [${property}, ${expected}])).ok).toBe(true);`,
      );
    }
    case 'downloaded':
      // The file's `downloads`, filled by the listener the spec sets up (playwright-spec.ts).
      return {
        lines: [
          expected === ''
            ? code`await expect.poll(() => downloads.length).toBeGreaterThan(0);`
            : code`await expect.poll(() => downloads).toContain(${expected});`,
        ],
      };
    case 'logged_in':
      // The same look as Scout's (act/logged-in.ts): a sign-out control, and no sign-in form.
      return {
        lines: [
          code`await expect.poll(async () => { const look = await page.evaluate(${new Code(SIGNED_IN_IN_PAGE.toString())}); return look.signOut !== '' && !look.signInForm; }).toBe(true);`,
        ],
      };
    case 'tab_opened':
      return {
        lines: [code`await expect.poll(() => page.context().pages().length).toBeGreaterThan(1);`],
      };
    case 'on_page':
      return onPageCode(action, expected);
    case 'nth_item':
      return {
        lines: [
          code`await expect.poll(async () => (await listItems(page)).at(${action.target?.nth ?? 0})?.text ?? '').toMatch(${wholeWordsLiteral(expected)});`,
        ],
      };
    case 'sorted': {
      const [key, direction] = expected.split(' ');
      return {
        lines: [
          code`await expect.poll(async () => isSorted(await listItems(page), ${key === 'name' ? 'name' : 'price'}, ${new Code(direction === 'descending' ? 'true' : 'false')})).toBe(true);`,
        ],
      };
    }
    case 'success_shown': {
      const good = new Code(GOOD_WORDS.toString());
      const bad = new Code(BAD_WORDS.toString());
      return {
        lines: [
          code`await expect(page.locator(${MESSAGE_REGIONS}).filter({ visible: true, hasText: ${good}, hasNotText: ${bad} }).first()).toBeVisible();`,
        ],
      };
    }
    default: {
      const matcher = STATE_MATCHERS[assertion.kind];
      if (!matcher) return notExportable(action, `Scout's "${assertion.kind}" check`);
      return withLocator(action, (l) => code`await expect(${l}).${matcher};`);
    }
  }
}

/** The code of one resolved action. */
export function actionCode(action: ResolvedAction, context: StepContext): StepCode {
  const value = action.value ?? '';
  switch (action.kind) {
    case 'navigate':
      if (!action.value) return withLocator(action, (l) => code`await ${l}.click();`);
      return navigateCode(action, context.startingUrl);
    case 'back':
      return { lines: [code`await page.goBack();`] };
    case 'reload':
      return { lines: [code`await page.reload();`] };
    case 'click':
    case 'dblclick':
    case 'hover':
    case 'focus':
    case 'clear':
    case 'check':
    case 'uncheck':
      // The kind is one of the names above, each a Locator method.
      return withLocator(action, (l) => code`await ${l}.${new Code(action.kind)}();`);
    case 'fill':
      if (!action.target)
        return { lines: [code`await page.keyboard.insertText(${textExpression(value)});`] };
      if (action.target.widget)
        return notExportable(
          action,
          `Scout set the ${action.target.widget} through the page's own ${action.target.widget} picker`,
        );
      return withLocator(action, (l) => code`await ${l}.fill(${textExpression(value)});`);
    case 'select':
      return withLocator(action, (l) => code`await ${l}.selectOption(${textExpression(value)});`);
    case 'select_nth': {
      // A native <select>'s option by its index (Playwright's selectOption throws on any other
      // element, so a listbox fails loudly in the file rather than choosing something else).
      if (value === 'last')
        return withLocator(
          action,
          (l) =>
            code`await ${l}.selectOption({ index: (await ${l}.locator('option').count()) - 1 });`,
        );
      const index = Number(value) - 1;
      if (!Number.isInteger(index) || index < 0)
        return notExportable(action, `${JSON.stringify(value)} is not an option's position`);
      return withLocator(action, (l) => code`await ${l}.selectOption({ index: ${index} });`);
    }
    case 'press':
      if (!action.target) return { lines: [code`await page.keyboard.press(${value});`] };
      return withLocator(action, (l) => code`await ${l}.press(${value});`);
    case 'scroll':
      if (action.target)
        return withLocator(action, (l) => code`await ${l}.scrollIntoViewIfNeeded();`);
      if (value === 'top')
        return { lines: [code`await page.evaluate(() => window.scrollTo(0, 0));`] };
      if (value === 'bottom')
        return {
          lines: [code`await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));`],
        };
      return {
        lines: [
          value === 'up'
            ? code`await page.evaluate(() => window.scrollBy(0, -0.8 * window.innerHeight));`
            : code`await page.evaluate(() => window.scrollBy(0, 0.8 * window.innerHeight));`,
        ],
      };
    case 'wait_for':
      if (/^\d+ms$/.test(value))
        return { lines: [code`await page.waitForTimeout(${Number.parseInt(value, 10)});`] };
      if (value === 'load') return { lines: [code`await page.waitForLoadState('load');`] };
      if (action.target?.text && !action.target.role)
        return textCheck({ kind: 'text_visible', expected: action.target.text }, action);
      return withLocator(action, (l) => code`await expect(${l}).toBeVisible();`);
    case 'wait_gone':
      if (action.target?.text && !action.target.role)
        return textCheck({ kind: 'text_absent', expected: action.target.text }, action);
      return withLocator(action, (l) => code`await expect(${l}).toBeHidden();`);
    case 'login': {
      // A login that should fail types what the run typed (act/log-in.ts): the testing user's
      // email with the wrong password, or an address no account has.
      const failing = failingLogin(action);
      if (failing === 'wrong password' && context.isEmailUser)
        return { lines: [code`await logIn(page, undefined, ${WRONG_PASSWORD});`] };
      if (failing)
        return { lines: [code`await logIn(page, ${UNKNOWN_USER_EMAIL}, ${WRONG_PASSWORD});`] };
      if (context.isCookieUser)
        return {
          lines: [comment("The testing user's session cookie was set before the first page.")],
        };
      return { lines: [code`await logIn(page);`] };
    }
    case 'resize': {
      const size = viewportSize(value);
      if (!size) return notExportable(action, `${JSON.stringify(value)} is not a width and height`);
      return {
        lines: [
          code`await page.setViewportSize({ width: ${size.width}, height: ${size.height} });`,
        ],
      };
    }
    case 'check_all': {
      const region = action.target?.region;
      if (region !== undefined && !isSelector(region))
        return notExportable(
          action,
          `Scout found the part of the page called ${stringLiteral(region)} itself`,
        );
      const scope = region === undefined ? code`page` : code`page.locator(${region})`;
      return {
        lines: [
          code`for (const box of await ${scope}.getByRole('checkbox').all())`,
          code`  if (await box.isVisible()) await box.check();`,
        ],
      };
    }
    case 'fill_form': {
      // The fills the run made, each as it made it: the same fields and the same values.
      const filled = action.form?.filled;
      if (!filled?.length) return notExportable(action, 'the run recorded no field it filled');
      return {
        lines: filled.map((f) =>
          f.how === 'check'
            ? code`await page.locator(${f.selector}).check();`
            : f.how === 'select'
              ? code`await page.locator(${f.selector}).selectOption({ label: ${f.value} });`
              : code`await page.locator(${f.selector}).fill(${textExpression(f.value)});`,
        ),
      };
    }
    case 'drag': {
      const to = targetLocator(action.to);
      if (!to) return notExportable(action, 'Scout recorded no name for where the drag ends');
      return withLocator(action, (l) => code`await ${l}.dragTo(${to.code});`);
    }
    case 'submit':
      if (!action.target)
        return {
          lines: [
            code`await page.locator('form').filter({ visible: true }).evaluate((form: HTMLFormElement) => form.requestSubmit());`,
          ],
        };
      return withLocator(action, (l) => code`await ${l}.press('Enter');`);
    case 'assert':
      return assertCode(action);
    case 'upload':
      return notExportable(action, 'Scout uploaded a sample file it made for the run');
    case 'switch_tab':
    case 'close_tab':
      return notExportable(action, 'Scout follows the tabs a run opens; this file drives one page');
    case 'screenshot':
      // Kept with the test's report, as Scout keeps it with the step.
      return {
        lines: [
          code`await test.info().attach(${action.description}, { body: await page.screenshot(), contentType: 'image/png' });`,
        ],
      };
    case 'close_other_tabs':
      // The file drives its first page throughout: the others are what the step closes.
      return {
        lines: [
          code`for (const other of page.context().pages()) if (other !== page) await other.close();`,
        ],
      };
    case 'accept_dialog':
    case 'dismiss_dialog':
      return notExportable(action, 'no step before it opened a dialog');
  }
}
