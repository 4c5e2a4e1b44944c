import type { Assertion, ResolvedAction, RunReport } from '@scout/shared';
import {
  SECRET_ENV,
  hasSecret,
  isValidPattern,
  matcherLiteral,
  secretEnvNames,
  textExpression,
} from './code-literals.js';
import { Code, code, comment, stringLiteral } from './source-code.js';
import { actionCode } from './step-code.js';
import { actsOnPage } from '../act/act-in-pages.js';
import { failingLogin } from '../act/log-in.js';
import { LIST_ITEMS_SCRIPT } from '../act/list-checks.js';
import { OPTIONS_SCRIPT } from '../act/option-selected.js';
import { PAGE_NAME_SELECTOR } from '../core/selectors.js';

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

const LOG_IN_HELPER = `/** Signs in as Scout does: the sign-in form's Email or Username and password fields, then its
 *  Sign in (or Log in, Continue …) button, or Enter. A login that should fail passes the
 *  address or the wrong password it types. */
async function logIn(page: Page, email?: string, wrongPassword?: string): Promise<void> {
  const password = page.locator('input[type=password]').filter({ visible: true }).first();
  await password.waitFor();
  await page
    .getByRole('textbox', { name: /^(email|email address|e-mail|username|user name|login)$/i })
    .filter({ visible: true })
    .first()
    .fill(email ?? secret('${SECRET_ENV.email}'));
  await password.fill(wrongPassword ?? secret('${SECRET_ENV.password}'));
  const submit = page
    .getByRole('button', { name: /^\\s*(sign in|log in|login|log on|continue|submit|next|enter)\\s*$/i })
    .filter({ visible: true });
  if ((await submit.count()) > 0) await submit.first().click();
  else await password.press('Enter');
}`;

// The same test as act/on-page.ts namesPage; playwright-spec.test.ts runs both on one table.
const ON_PAGE_HELPER = `/** Whether the browser is on the page a step named, as Scout tells: each of the name's words
 *  (two may be written as one: "sign in" ~ signin; a plural as its singular) is among the words
 *  of the title, a main heading, the navigation's current item or the address; "home" is also
 *  the site's first page. */
async function isOnPage(page: Page, name: string): Promise<boolean> {
  const same: Record<string, string> = { signin: 'login', logon: 'login', register: 'signup', registration: 'signup', homepage: 'home' };
  const stem = (word: string): string => {
    const w = word.toLowerCase();
    const one = w.length > 4 && w.endsWith('ies') ? w.slice(0, -3) + 'y' : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
    return same[one] ?? one;
  };
  const wordsOf = (text: string): string[] =>
    text.normalize('NFKD').replace(/\\p{M}/gu, '').toLowerCase().split(/[^\\p{L}\\p{N}]+/u).filter(Boolean);
  const filler = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'page', 'screen', 'view', 'of']);
  const words = wordsOf(name).filter((w) => !filler.has(w));
  const url = new URL(page.url());
  const headings = await page
    .locator('${PAGE_NAME_SELECTOR}')
    .filter({ visible: true })
    .allInnerTexts();
  const address = decodeURIComponent(url.pathname + ' ' + url.hash).replace(/\\.(?:html?|php|aspx?|jsp)\\b/gi, '');
  const known = new Set<string>();
  for (const text of [await page.title(), ...headings.slice(0, 12), address]) {
    const all = wordsOf(text);
    all.forEach((w, i) => {
      known.add(stem(w));
      if (i + 1 < all.length) known.add(stem(w + all[i + 1]));
    });
  }
  if (words.length === 1 && stem(words[0]) === 'home') {
    const start = new URL(STARTING_URL);
    const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    if (url.origin === start.origin && (url.pathname === start.pathname || /^(?:|index|index\\.html?|home|default\\.aspx?)$/i.test(last)))
      return true;
  }
  if (words.length === 0) return false;
  for (let i = 0; i < words.length; ) {
    if (i + 1 < words.length && known.has(stem(words[i] + words[i + 1]))) i += 2;
    else if (known.has(stem(words[i]))) i += 1;
    else return false;
  }
  return true;
}`;

const LIST_HELPER = `/** The page's list as Scout reads it: the largest group of like items outside the navigation,
 *  each with its text, its name and its first price. */
async function listItems(page: Page): Promise<Array<{ text: string; name: string; price: number | null }>> {
  return page.evaluate(${LIST_ITEMS_SCRIPT});
}

/** Whether the items' prices (or names) run in order; items without a price are left out. */
function isSorted(items: Array<{ name: string; price: number | null }>, key: 'name' | 'price', descending: boolean): boolean {
  const values = key === 'name' ? items.map((i) => i.name) : items.map((i) => i.price).filter((p): p is number => p !== null);
  if (values.length < 2) return false;
  return values.every((v, i) => {
    if (i === 0) return true;
    const before = values[i - 1];
    const cmp = typeof v === 'number' ? v - (before as number) : String(v).localeCompare(String(before), undefined, { sensitivity: 'base' });
    return descending ? cmp <= 0 : cmp >= 0;
  });
}`;

// The same look as act/option-selected.ts chosenOption.
const OPTION_HELPER = `/** Whether the option of that name (ignoring case and spacing) is the chosen one, as Scout tells:
 *  in any dropdown, radio group or listbox on show; 'missing' when none has such an option. */
async function optionState(page: Page, name: string): Promise<'chosen' | 'not chosen' | 'missing'> {
  const options: Array<{ group: number; name: string; chosen: boolean }> = await page.evaluate(${OPTIONS_SCRIPT});
  const norm = (t: string) => t.replace(/\\s+/g, ' ').trim().toLowerCase();
  const named = options.filter((o) => norm(o.name) === norm(name));
  if (named.length === 0) return 'missing';
  return named.some((o) => o.chosen) ? 'chosen' : 'not chosen';
}`;

const SECRET_HELPER = `/** A testing-user secret from the environment: Scout never writes one into an exported file. */
function secret(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(\`Set \${name} to run this test (the testing user's secret).\`);
  return value;
}`;

/** A dialog check whose pattern JavaScript cannot build: exported alone, as a step that throws. */
function isUnwritable(check: Assertion): boolean {
  return check.match === 'matches' && !isValidPattern(String(check.expected ?? ''));
}

/** The dialog answered after `actions[i]`: its checks and how it was answered, when the next
 *  actions are about a dialog that `actions[i]` opened. */
function dialogAfter(actions: ResolvedAction[], i: number) {
  const checks: Assertion[] = [];
  for (let j = i + 1; j < actions.length; j += 1) {
    const next = actions[j];
    const check = next.kind === 'assert' ? next.assertion : undefined;
    if (check?.kind === 'dialog' && !isUnwritable(check)) checks.push(check);
    else if (next.kind === 'accept_dialog' || next.kind === 'dismiss_dialog')
      return { checks, answer: next, last: j };
    else break;
  }
  return undefined;
}

/** Whether a line of code reads a testing-user secret (a comment's words do not). */
function isSecretRead(line: Code): boolean {
  return !line.source.startsWith('//') && line.source.includes('secret(');
}

function dialogCheck(assertion: Assertion, name: Code): Code {
  const expected = String(assertion.expected ?? '');
  if (assertion.match === 'equals') return code`expect(await ${name}).toBe(${expected});`;
  return code`expect(await ${name}).toMatch(${matcherLiteral(expected, assertion.match ?? 'words')});`;
}

/** The steps from `actions[i]` that opened a dialog to the one that answered it. */
function dialogSteps(
  actions: ResolvedAction[],
  i: number,
  dialog: NonNullable<ReturnType<typeof dialogAfter>>,
  step: Code[],
): Code[] {
  const name = new Code(`dialog${i + 1}`);
  const answer =
    dialog.answer.kind === 'accept_dialog'
      ? dialog.answer.value !== undefined
        ? code`dialog.accept(${textExpression(dialog.answer.value)})`
        : code`dialog.accept()`
      : code`dialog.dismiss()`;
  const lines = [
    code`const ${name} = page.waitForEvent('dialog').then(async (dialog) => {`,
    code`  const message = dialog.message();`,
    code`  await ${answer};`,
    code`  return message;`,
    code`});`,
    ...step,
  ];
  for (let j = i + 1; j <= dialog.last; j += 1) {
    const next = actions[j];
    lines.push(code``, comment(`${j + 1}. ${next.description}`));
    if (next.kind === 'assert' && next.assertion) lines.push(dialogCheck(next.assertion, name));
    else if (j === dialog.last) lines.push(code`await ${name};`);
  }
  return lines;
}

/** The file's opening comment: where it came from, the secrets it reads, what it cannot repeat. */
function headerOf(testName: string, envNames: Set<string>, unexportable: string[]): Code[] {
  // The name is written as a string literal: it cannot end the comment (a U+2028 in it would).
  const header = [
    comment(`Exported by Scout from a passing run of ${stringLiteral(testName)}.`),
    code`// It repeats the run\u2019s resolved actions and checks; run it with \`npx playwright test\`.`,
    code`// Set SCOUT_STARTING_URL to run it against another copy of the site.`,
  ];
  if (envNames.size > 0)
    header.push(
      code`// The testing user\u2019s secrets are read from the environment, never written here:`,
      ...[...envNames].map((name) => comment(`  ${name}`)),
    );
  if (unexportable.length > 0)
    header.push(
      code`// NOT EXPORTABLE: these steps throw, because Scout did them in a way plain Playwright does`,
      code`// not repeat; write them by hand:`,
      ...unexportable.map((line) => comment(`  ${line}`)),
    );
  return header;
}

function cookieSetup(cookieName: string): Code[] {
  return [
    code`await page.context().addCookies([`,
    code`  {`,
    code`    name: ${cookieName},`,
    code`    value: secret(${SECRET_ENV.cookie}),`,
    code`    url: new URL(STARTING_URL).origin,`,
    code`    httpOnly: true,`,
    code`    sameSite: 'Lax',`,
    code`  },`,
    code`]);`,
  ];
}

/** Whether a download check follows the step at `i` before another step acts on the page. */
function downloadCheckedAfter(actions: ResolvedAction[], i: number): boolean {
  for (let j = i + 1; j < actions.length && !actsOnPage(actions[j]); j += 1)
    if (actions[j].assertion?.kind === 'downloaded') return true;
  return false;
}

/** The names of the files the test's pages download, for its download checks (step-code.ts), as
 *  Scout's run keeps them (browser/run-pages.ts). */
const DOWNLOAD_LISTENER = [
  code`const downloads: string[] = [];`,
  code`page.on('download', (download) => downloads.push(download.suggestedFilename()));`,
  code`page.context().on('page', (tab) => tab.on('download', (download) => downloads.push(download.suggestedFilename())));`,
];

/** The testing user's secrets a login step reads from the environment. */
function loginSecrets(action: ResolvedAction, isEmailUser: boolean): string[] {
  const failing = failingLogin(action);
  if (failing === 'wrong password') return isEmailUser ? [SECRET_ENV.email] : [];
  if (failing) return [];
  return [SECRET_ENV.email, SECRET_ENV.password];
}

/**
 * A readable `@playwright/test` file that repeats a passing run: its resolved actions with role-,
 * label- and text-based locators and its checks as `expect` assertions. Testing-user secrets are
 * read from environment variables, never written into the file. A step that cannot be repeated
 * faithfully throws with the reason instead of doing something else, and the header lists it.
 * Every recorded value is written by `code` (source-code.ts), never joined in as text.
 */
export function exportPlaywrightSpec(report: RunReport, options: ExportOptions): string {
  if (report.status !== 'PASSED' || !report.resolvedActions?.length)
    throw new NotExportableError('Only a passing run can be exported.');
  const actions = report.resolvedActions;
  const cookie = options.testingUser?.kind === 'cookie' ? options.testingUser : undefined;
  const context = {
    startingUrl: options.startingUrl,
    isCookieUser: Boolean(cookie),
    isEmailUser: options.testingUser?.kind === 'email_password',
  };
  const body: Code[] = [];
  const unexportable: string[] = [];
  let usesSecret = false;
  let usesLogIn = false;
  const loginEnv = new Set<string>();
  let usesOnPage = false;
  let usesList = false;
  let usesOption = false;
  let usesDownloads = false;

  for (let i = 0; i < actions.length; i += 1) {
    const action = actions[i];
    const dialog = dialogAfter(actions, i);
    const step = actionCode(action, context);
    body.push(code``, comment(`${i + 1}. ${action.description}`));
    // As the run checks (browser/run-pages.ts): a download check looks at what the last step that
    // acted downloaded.
    if (actsOnPage(action) && downloadCheckedAfter(actions, i))
      body.push(code`downloads.length = 0;`);
    if (step.notExportable)
      unexportable.push(`step ${i + 1} (${action.kind}): ${step.notExportable}`);
    if (action.kind === 'login' && (!cookie || failingLogin(action))) usesLogIn = true;
    // Which of the testing user's secrets the logins read: a login that should fail reads at
    // most the email (and none when it types an address of its own).
    if (action.kind === 'login' && !cookie)
      for (const name of loginSecrets(action, context.isEmailUser)) loginEnv.add(name);
    if (action.assertion?.kind === 'on_page' && !step.notExportable) usesOnPage = true;
    if (action.assertion?.kind === 'nth_item' || action.assertion?.kind === 'sorted')
      usesList = true;
    if (action.assertion?.kind === 'downloaded') usesDownloads = true;
    // "'Option 3' is selected" names no field: the option check (step-code.ts).
    if (
      (action.assertion?.kind === 'value' || action.assertion?.kind === 'value_absent') &&
      !action.target
    )
      usesOption = true;
    if (dialog && !step.notExportable) {
      body.push(...dialogSteps(actions, i, dialog, step.lines));
      if (hasSecret(dialog.answer.value ?? '') || step.lines.some(isSecretRead)) usesSecret = true;
      i = dialog.last;
      continue;
    }
    body.push(...step.lines);
    if (step.lines.some(isSecretRead)) usesSecret = true;
  }

  const needsSecret = usesSecret || usesLogIn || Boolean(cookie);
  const envNames = new Set<string>();
  for (const action of actions)
    for (const text of [
      action.value ?? '',
      String(action.assertion?.expected ?? ''),
      ...(action.form?.filled ?? []).map((fill) => fill.value),
    ])
      for (const name of secretEnvNames(text)) envNames.add(name);
  for (const name of loginEnv) envNames.add(name);
  if (cookie) envNames.add(SECRET_ENV.cookie);

  const imports =
    usesLogIn || usesOnPage || usesList || usesOption
      ? code`import { test, expect, type Page } from '@playwright/test';`
      : code`import { test, expect } from '@playwright/test';`;
  const steps = [
    ...(cookie ? cookieSetup(cookie.cookieName) : []),
    ...(usesDownloads ? DOWNLOAD_LISTENER : []),
    code`await page.goto(STARTING_URL);`,
    ...body,
  ];
  const lines = [
    ...headerOf(options.testName, envNames, unexportable),
    code``,
    imports,
    code``,
    code`const STARTING_URL = process.env.SCOUT_STARTING_URL ?? ${options.startingUrl};`,
    code``,
    code`test(${options.testName}, async ({ page }) => {`,
    ...steps.map((l) => (l.source ? code`  ${l}` : l)),
    code`});`,
  ];
  if (needsSecret) lines.push(code``, new Code(SECRET_HELPER));
  if (usesLogIn) lines.push(code``, new Code(LOG_IN_HELPER));
  if (usesOnPage) lines.push(code``, new Code(ON_PAGE_HELPER));
  if (usesList) lines.push(code``, new Code(LIST_HELPER));
  if (usesOption) lines.push(code``, new Code(OPTION_HELPER));
  return `${lines.join('\n')}\n`;
}
