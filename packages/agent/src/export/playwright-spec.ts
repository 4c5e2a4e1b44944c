import type { Assertion, ResolvedAction, RunReport } from '@scout/shared';
import {
  SECRET_ENV,
  containsLiteral,
  hasSecret,
  matcherLiteral,
  quoteString,
  secretEnvNames,
  textExpression,
  wholeWordsLiteral,
} from './code-literals.js';
import { locatorFor } from './target-locator.js';

export interface ExportOptions {
  /** The test's name, the exported `test(…)`'s title. */
  testName: string;
  /** The URL the run started at. */
  startingUrl: string;
  /** How the test's testing user signs in (no secret, only its kind; the cookie's name). */
  testingUser?: { kind: 'email_password' } | { kind: 'cookie'; cookieName: string };
}

/** Why a passing run cannot be exported at all. */
export class NotExportableError extends Error {}

/** One exported step: its lines, and whether it could not be exported. */
interface StepCode {
  lines: string[];
  notExportable?: string;
}

const LOG_IN_HELPER = `/** Signs in as Scout does: the sign-in form's Email or Username and password fields, then its
 *  Sign in (or Log in, Continue …) button, or Enter. */
async function logIn(page: Page): Promise<void> {
  const password = page.locator('input[type=password]').filter({ visible: true }).first();
  await password.waitFor();
  await page
    .getByRole('textbox', { name: /^(email|email address|e-mail|username|user name|login)$/i })
    .filter({ visible: true })
    .first()
    .fill(secret('${SECRET_ENV.email}'));
  await password.fill(secret('${SECRET_ENV.password}'));
  const submit = page
    .getByRole('button', { name: /^\\s*(sign in|log in|login|log on|continue|submit|next|enter)\\s*$/i })
    .filter({ visible: true });
  if ((await submit.count()) > 0) await submit.first().click();
  else await password.press('Enter');
}`;

const SECRET_HELPER = `/** A testing-user secret from the environment: Scout never writes one into an exported file. */
function secret(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(\`Set \${name} to run this test (the testing user's secret).\`);
  return value;
}`;

function notExportable(action: ResolvedAction, why: string): StepCode {
  const message = `Step "${action.description}" is not exportable: ${why}`;
  return {
    lines: [`throw new Error(${quoteString(message)});`],
    notExportable: why,
  };
}

function withLocator(
  action: ResolvedAction,
  use: (locator: string) => string | string[],
): StepCode {
  const found = locatorFor(action.target);
  if (!found)
    return notExportable(
      action,
      'Scout recorded no role, label, placeholder or text for its element',
    );
  const used = use(found.code);
  return {
    lines: [...found.notes.map((n) => `// ${n}`), ...(Array.isArray(used) ? used : [used])],
  };
}

function navigateCode(url: string, startingUrl: string): string {
  const start = new URL(startingUrl);
  const to = new URL(url, startingUrl);
  if (to.origin !== start.origin) return `await page.goto(${quoteString(to.href)});`;
  return `await page.goto(new URL(${quoteString(to.pathname + to.search + to.hash)}, STARTING_URL).href);`;
}

function textCheck(assertion: Assertion, action: ResolvedAction): StepCode {
  const expected = String(assertion.expected ?? '');
  const visible = assertion.kind === 'text_visible';
  if (!expected) return notExportable(action, 'the check names no text');
  const text = hasSecret(expected)
    ? textExpression(expected)
    : assertion.match === 'contains'
      ? containsLiteral(expected)
      : wholeWordsLiteral(expected);
  const shown = `page.getByText(${text}).filter({ visible: true })`;
  const lines = action.target?.region
    ? [
        `// Scout looked in ${quoteString(action.target.region)}; this check looks on the whole page.`,
      ]
    : [];
  lines.push(
    visible
      ? `await expect(${shown}.first()).toBeVisible();`
      : `await expect(${shown}).toHaveCount(0);`,
  );
  return { lines };
}

const STATE_MATCHERS: Partial<Record<Assertion['kind'], string>> = {
  visible: 'toBeVisible()',
  hidden: 'toBeHidden()',
  enabled: 'toBeEnabled()',
  disabled: 'toBeDisabled()',
  checked: 'toBeChecked()',
  unchecked: 'not.toBeChecked()',
};

function assertCode(action: ResolvedAction): StepCode {
  const assertion = action.assertion;
  if (!assertion) return notExportable(action, 'it records no check');
  const expected = String(assertion.expected ?? '');
  const match = assertion.match ?? 'equals';
  switch (assertion.kind) {
    case 'text_visible':
    case 'text_absent':
      return textCheck(assertion, action);
    case 'title':
      return { lines: [`await expect(page).toHaveTitle(${matcherLiteral(expected, match)});`] };
    case 'url':
      return {
        lines: [
          match === 'equals'
            ? `await expect(page).toHaveURL(new URL(${quoteString(expected)}, STARTING_URL).href);`
            : `await expect(page).toHaveURL(${matcherLiteral(expected, match)});`,
        ],
      };
    case 'value': {
      const value =
        match === 'equals' && !hasSecret(expected)
          ? quoteString(expected)
          : hasSecret(expected)
            ? textExpression(expected)
            : matcherLiteral(expected, match);
      if (action.target?.role === 'combobox' || action.target?.role === 'listbox')
        return withLocator(
          action,
          (l) => `await expect(${l}.locator('option:checked')).toHaveText(${value});`,
        );
      return withLocator(action, (l) => `await expect(${l}).toHaveValue(${value});`);
    }
    case 'count': {
      if (!action.target?.role || action.target.region)
        return notExportable(
          action,
          'Scout counted the items of a part of the page by its own reading of the page',
        );
      return withLocator(
        action,
        (l) =>
          `await expect(${l}.filter({ visible: true })).toHaveCount(${Number(assertion.expected ?? 0)});`,
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
    default: {
      const matcher = STATE_MATCHERS[assertion.kind];
      if (!matcher) return notExportable(action, `Scout's "${assertion.kind}" check`);
      return withLocator(action, (l) => `await expect(${l}).${matcher};`);
    }
  }
}

function actionCode(action: ResolvedAction, options: ExportOptions): StepCode {
  const value = action.value ?? '';
  switch (action.kind) {
    case 'navigate':
      if (!action.value) return withLocator(action, (l) => `await ${l}.click();`);
      return { lines: [navigateCode(value, options.startingUrl)] };
    case 'back':
      return { lines: ['await page.goBack();'] };
    case 'reload':
      return { lines: ['await page.reload();'] };
    case 'click':
    case 'dblclick':
    case 'hover':
    case 'focus':
    case 'clear':
    case 'check':
    case 'uncheck':
      return withLocator(action, (l) => `await ${l}.${action.kind}();`);
    case 'fill':
      if (!action.target)
        return { lines: [`await page.keyboard.insertText(${textExpression(value)});`] };
      if (action.target.widget)
        return notExportable(
          action,
          `Scout set the ${action.target.widget} through the page's own ${action.target.widget} picker`,
        );
      return withLocator(action, (l) => `await ${l}.fill(${textExpression(value)});`);
    case 'select':
      return withLocator(action, (l) => `await ${l}.selectOption(${textExpression(value)});`);
    case 'press':
      if (!action.target) return { lines: [`await page.keyboard.press(${quoteString(value)});`] };
      return withLocator(action, (l) => `await ${l}.press(${quoteString(value)});`);
    case 'scroll':
      if (action.target) return withLocator(action, (l) => `await ${l}.scrollIntoViewIfNeeded();`);
      if (value === 'top' || value === 'bottom')
        return {
          lines: [
            `await page.evaluate(() => window.scrollTo(0, ${value === 'top' ? '0' : 'document.body.scrollHeight'}));`,
          ],
        };
      return {
        lines: [
          `await page.evaluate(() => window.scrollBy(0, ${value === 'up' ? '-0.8' : '0.8'} * window.innerHeight));`,
        ],
      };
    case 'wait_for':
      if (/^\d+ms$/.test(value))
        return { lines: [`await page.waitForTimeout(${Number.parseInt(value, 10)});`] };
      if (value === 'load') return { lines: [`await page.waitForLoadState('load');`] };
      if (action.target?.text && !action.target.role)
        return textCheck({ kind: 'text_visible', expected: action.target.text }, action);
      return withLocator(action, (l) => `await expect(${l}).toBeVisible();`);
    case 'wait_gone':
      if (action.target?.text && !action.target.role)
        return textCheck({ kind: 'text_absent', expected: action.target.text }, action);
      return withLocator(action, (l) => `await expect(${l}).toBeHidden();`);
    case 'login':
      if (options.testingUser?.kind === 'cookie')
        return { lines: ["// The testing user's session cookie was set before the first page."] };
      return { lines: ['await logIn(page);'] };
    case 'drag': {
      const to = locatorFor(action.to);
      if (!to) return notExportable(action, 'Scout recorded no name for where the drag ends');
      return withLocator(action, (l) => `await ${l}.dragTo(${to.code});`);
    }
    case 'submit':
      if (!action.target)
        return {
          lines: [
            "await page.locator('form').filter({ visible: true }).evaluate((form: HTMLFormElement) => form.requestSubmit());",
          ],
        };
      return withLocator(action, (l) => `await ${l}.press('Enter');`);
    case 'assert':
      return assertCode(action);
    case 'upload':
      return notExportable(action, 'Scout uploaded a sample file it made for the run');
    case 'switch_tab':
    case 'close_tab':
      return notExportable(action, 'Scout follows the tabs a run opens; this file drives one page');
    case 'accept_dialog':
    case 'dismiss_dialog':
      return notExportable(action, 'no step before it opened a dialog');
  }
}

/** The dialog answered after `actions[i]`: its checks and how it was answered, when the next
 *  actions are about a dialog that `actions[i]` opened. */
function dialogAfter(actions: ResolvedAction[], i: number) {
  const checks: Assertion[] = [];
  for (let j = i + 1; j < actions.length; j += 1) {
    const next = actions[j];
    if (next.kind === 'assert' && next.assertion?.kind === 'dialog') checks.push(next.assertion);
    else if (next.kind === 'accept_dialog' || next.kind === 'dismiss_dialog')
      return { checks, answer: next, last: j };
    else break;
  }
  return undefined;
}

function dialogCheck(assertion: Assertion, name: string): string {
  const expected = String(assertion.expected ?? '');
  const matcher =
    assertion.match === 'equals'
      ? `toBe(${quoteString(expected)})`
      : `toMatch(${matcherLiteral(expected, assertion.match ?? 'words')})`;
  return `expect(await ${name}).${matcher};`;
}

/**
 * A readable `@playwright/test` file that repeats a passing run: its resolved actions with role-,
 * label- and text-based locators and its checks as `expect` assertions. Testing-user secrets are
 * read from environment variables, never written into the file. A step that cannot be repeated
 * faithfully throws with the reason instead of doing something else, and the header lists it.
 */
export function exportPlaywrightSpec(report: RunReport, options: ExportOptions): string {
  if (report.status !== 'PASSED' || !report.resolvedActions?.length)
    throw new NotExportableError('Only a passing run can be exported.');
  const actions = report.resolvedActions;
  const body: string[] = [];
  const unexportable: string[] = [];
  let usesSecret = false;
  let usesLogIn = false;

  for (let i = 0; i < actions.length; i += 1) {
    const action = actions[i];
    const dialog = dialogAfter(actions, i);
    const step = actionCode(action, options);
    body.push('', `// ${i + 1}. ${action.description.replace(/\s+/g, ' ')}`);
    if (step.notExportable)
      unexportable.push(`step ${i + 1} (${action.kind}): ${step.notExportable}`);
    if (action.kind === 'login' && options.testingUser?.kind !== 'cookie') usesLogIn = true;
    if (dialog && !step.notExportable) {
      const name = `dialog${i + 1}`;
      const answer =
        dialog.answer.kind === 'accept_dialog'
          ? `dialog.accept(${dialog.answer.value !== undefined ? textExpression(dialog.answer.value) : ''})`
          : 'dialog.dismiss()';
      body.push(
        `const ${name} = page.waitForEvent('dialog').then(async (dialog) => {`,
        '  const message = dialog.message();',
        `  await ${answer};`,
        '  return message;',
        '});',
        ...step.lines,
      );
      for (let j = i + 1; j <= dialog.last; j += 1) {
        const next = actions[j];
        body.push('', `// ${j + 1}. ${next.description.replace(/\s+/g, ' ')}`);
        if (next.kind === 'assert' && next.assertion) body.push(dialogCheck(next.assertion, name));
        else body.push(j === dialog.last ? `await ${name};` : '');
        if (next.value && hasSecret(next.value)) usesSecret = true;
      }
      i = dialog.last;
      continue;
    }
    body.push(...step.lines);
    if (step.lines.some((line) => line.includes('secret('))) usesSecret = true;
  }

  const cookie = options.testingUser?.kind === 'cookie' ? options.testingUser : undefined;
  const needsSecret = usesSecret || usesLogIn || Boolean(cookie);
  const envNames = new Set<string>();
  for (const action of actions)
    for (const text of [action.value ?? '', String(action.assertion?.expected ?? '')])
      for (const name of secretEnvNames(text)) envNames.add(name);
  if (usesLogIn) [SECRET_ENV.email, SECRET_ENV.password].forEach((n) => envNames.add(n));
  if (cookie) envNames.add(SECRET_ENV.cookie);

  const header = [
    `// Exported by Scout from a passing run of ${JSON.stringify(options.testName)}.`,
    '// It repeats the run\u2019s resolved actions and checks; run it with `npx playwright test`.',
    '// Set SCOUT_STARTING_URL to run it against another copy of the site.',
  ];
  if (envNames.size > 0)
    header.push(
      '// The testing user\u2019s secrets are read from the environment, never written here:',
      ...[...envNames].map((name) => `//   ${name}`),
    );
  if (unexportable.length > 0)
    header.push(
      '// NOT EXPORTABLE: these steps throw, because Scout did them in a way plain Playwright does',
      '// not repeat; write them by hand:',
      ...unexportable.map((line) => `//   ${line}`),
    );

  const imports = usesLogIn
    ? "import { test, expect, type Page } from '@playwright/test';"
    : "import { test, expect } from '@playwright/test';";
  const start = `const STARTING_URL = process.env.SCOUT_STARTING_URL ?? ${quoteString(options.startingUrl)};`;
  const setup = cookie
    ? [
        'await page.context().addCookies([',
        '  {',
        `    name: ${quoteString(cookie.cookieName)},`,
        `    value: secret('${SECRET_ENV.cookie}'),`,
        '    url: new URL(STARTING_URL).origin,',
        '    httpOnly: true,',
        "    sameSite: 'Lax',",
        '  },',
        ']);',
      ]
    : [];
  const lines = [
    ...header,
    '',
    imports,
    '',
    start,
    '',
    `test(${quoteString(options.testName)}, async ({ page }) => {`,
    ...[...setup, 'await page.goto(STARTING_URL);', ...body].map((l) => (l ? `  ${l}` : '')),
    '});',
  ];
  if (needsSecret) lines.push('', SECRET_HELPER);
  if (usesLogIn) lines.push('', LOG_IN_HELPER);
  return `${lines.join('\n')}\n`;
}
