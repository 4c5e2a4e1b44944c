import { describe, expect, test } from 'vitest';
import { exportPlaywrightSpec, NotExportableError } from './playwright-spec.js';
import { passingReport } from '../testing/passing-report.js';

// Shapes as a real run records them (fixtures/export-playwright.test.ts runs the files for real).
const OPTIONS = { testName: "Ada's sign-in", startingUrl: 'https://app.example.com/app/' };

describe('exportPlaywrightSpec', () => {
  test('names elements by role, label and text, and checks with expect', () => {
    const spec = exportPlaywrightSpec(
      passingReport([
        {
          kind: 'fill',
          description: 'type "Buy milk"',
          value: "Buy 'milk'",
          target: { description: 'box', role: 'textbox', name: 'New task' },
        },
        { kind: 'press', description: 'press Enter', value: 'Enter' },
        {
          kind: 'click',
          description: 'click Save',
          target: { description: 'Save', label: 'Save' },
        },
        {
          kind: 'check',
          description: 'tick it',
          target: { description: 'x', placeholder: 'Code', frames: ['support-frame'] },
        },
        {
          kind: 'click',
          description: 'Remove next to Grace',
          target: { description: 'x', role: 'button', name: 'Remove', near: 'Grace Hopper' },
        },
        {
          kind: 'assert',
          description: 'shows total',
          assertion: { kind: 'text_visible', expected: 'Total: $2' },
        },
        {
          kind: 'assert',
          description: 'no milk',
          assertion: { kind: 'text_absent', expected: 'milk', match: 'contains' },
        },
        {
          kind: 'assert',
          description: 'url',
          assertion: { kind: 'url', expected: '/app/dashboard', match: 'contains' },
        },
        { kind: 'assert', description: 'title', assertion: { kind: 'title', expected: 'Home' } },
        {
          kind: 'assert',
          description: 'checked',
          target: { description: 'x', role: 'checkbox', name: 'Pay rent' },
          assertion: { kind: 'checked' },
        },
        {
          kind: 'assert',
          description: 'two rows',
          target: { description: 'rows', role: 'listitem' },
          assertion: { kind: 'count', expected: 2 },
        },
        { kind: 'navigate', description: 'go to /x', value: 'https://app.example.com/x/?a=1' },
      ]),
      OPTIONS,
    );
    expect(spec).toContain("import { test, expect } from '@playwright/test';");
    expect(spec).toContain("test('Ada\\'s sign-in', async ({ page }) => {");
    expect(spec).toContain(
      "const STARTING_URL = process.env.SCOUT_STARTING_URL ?? 'https://app.example.com/app/';",
    );
    expect(spec).toContain(
      "await page.getByRole('textbox', { name: 'New task', exact: true }).fill('Buy \\'milk\\'');",
    );
    expect(spec).toContain("await page.keyboard.press('Enter');");
    expect(spec).toContain("await page.getByLabel('Save', { exact: true }).click();");
    expect(spec).toContain(
      `await page.locator('iframe[title="support-frame"], iframe[name="support-frame"], iframe[src*="support-frame"]').contentFrame().getByPlaceholder('Code', { exact: true }).check();`,
    );
    expect(spec).toContain(
      "page.locator('*').filter({ hasText: 'Grace Hopper' }).filter({ has: page.getByRole('button', { name: 'Remove', exact: true }) }).last().getByRole('button', { name: 'Remove', exact: true }).click();",
    );
    // Whole words, as the agent checks: "Total: $2" is not in "Total: $28.75".
    expect(spec).toContain(
      "await expect(page.getByText(new RegExp('(?<![\\\\p{L}\\\\p{N}_])Total:\\\\s+\\\\$2(?![\\\\p{L}\\\\p{N}_])', 'iu')).filter({ visible: true }).first()).toBeVisible();",
    );
    expect(spec).toContain(
      "await expect(page.getByText(new RegExp('milk', 'i')).filter({ visible: true })).toHaveCount(0);",
    );
    expect(spec).toContain(
      "await expect(page).toHaveURL(new RegExp('\\\\/app\\\\/dashboard', 'i'));",
    );
    expect(spec).toContain("await expect(page).toHaveTitle('Home');");
    expect(spec).toContain(
      "await expect(page.getByRole('checkbox', { name: 'Pay rent', exact: true })).toBeChecked();",
    );
    expect(spec).toContain(
      "await expect(page.getByRole('listitem').filter({ visible: true })).toHaveCount(2);",
    );
    expect(spec).toContain("await page.goto(new URL('/x/?a=1', STARTING_URL).href);");
    expect(spec).not.toMatch(/not exportable/i);
  });

  test('reads the testing user’s secrets from the environment, never inlines them', () => {
    const spec = exportPlaywrightSpec(
      passingReport([
        { kind: 'login', description: 'Log in as the testing user' },
        {
          kind: 'fill',
          description: 'password',
          value: '{{testing_user.password}}',
          target: { description: 'Password', role: 'textbox', name: 'Password' },
        },
      ]),
      { ...OPTIONS, testingUser: { kind: 'email_password' } },
    );
    expect(spec).toContain('await logIn(page);');
    expect(spec).toContain(".fill(secret('SCOUT_TESTING_USER_PASSWORD'));");
    expect(spec).toMatch(/^\/\/ {3}SCOUT_TESTING_USER_EMAIL$/m);
    expect(spec).toMatch(/^\/\/ {3}SCOUT_TESTING_USER_PASSWORD$/m);
    expect(spec).toContain(
      'async function logIn(page: Page, email?: string, wrongPassword?: string)',
    );
    expect(spec).not.toContain('{{testing_user');
  });

  test('a login that should fail types what the run typed, reading no secret it does not use', () => {
    // The reader's actions for the two steps (failing-login.test.ts).
    const wrongPassword = {
      kind: 'login',
      description: 'Attempt to log in',
      value: 'wrong password',
    } as const;
    const unknownUser = {
      kind: 'login',
      description: 'Log in as nobody',
      value: 'unknown user',
    } as const;
    const own = exportPlaywrightSpec(passingReport([wrongPassword]), {
      ...OPTIONS,
      testingUser: { kind: 'email_password' },
    });
    expect(own).toContain("await logIn(page, undefined, 'Scout-wrong-password-1');");
    expect(own).toMatch(/^\/\/ {3}SCOUT_TESTING_USER_EMAIL$/m);
    expect(own).not.toMatch(/^\/\/ {3}SCOUT_TESTING_USER_PASSWORD$/m);
    // No testing user (or a cookie one): an address no account has, as the run typed.
    for (const testingUser of [undefined, { kind: 'cookie', cookieName: 'session' } as const]) {
      for (const action of [wrongPassword, unknownUser]) {
        const spec = exportPlaywrightSpec(passingReport([action]), { ...OPTIONS, testingUser });
        expect(spec).toContain(
          "await logIn(page, 'no-such-user@example.com', 'Scout-wrong-password-1');",
        );
        expect(spec).not.toMatch(/^\/\/ {3}SCOUT_TESTING_USER_(EMAIL|PASSWORD)$/m);
        expect(spec).toContain('async function logIn(page: Page');
      }
    }
  });

  test('sets a cookie user’s session cookie from the environment before the first page', () => {
    const spec = exportPlaywrightSpec(passingReport([{ kind: 'login', description: 'Log in' }]), {
      ...OPTIONS,
      testingUser: { kind: 'cookie', cookieName: 'session' },
    });
    expect(spec).toContain("value: secret('SCOUT_TESTING_USER_COOKIE'),");
    expect(spec.indexOf('addCookies')).toBeLessThan(spec.indexOf('page.goto(STARTING_URL)'));
    expect(spec).not.toContain('logIn(page)');
  });

  test('answers a dialog the step opens and checks its message', () => {
    const spec = exportPlaywrightSpec(
      passingReport([
        {
          kind: 'click',
          description: 'Delete',
          target: { description: 'x', role: 'button', name: 'Delete' },
        },
        {
          kind: 'assert',
          description: 'asks',
          assertion: { kind: 'dialog', expected: 'Delete Apollo?', match: 'contains' },
        },
        { kind: 'dismiss_dialog', description: 'cancel' },
      ]),
      OPTIONS,
    );
    expect(spec).toContain("const dialog1 = page.waitForEvent('dialog')");
    expect(spec).toContain('await dialog.dismiss();');
    expect(spec).toContain(
      "expect(await dialog1).toMatch(new RegExp('Delete\\\\s+Apollo\\\\?', 'i'));",
    );
    expect(spec.indexOf('waitForEvent')).toBeLessThan(spec.indexOf('.click()'));
  });

  test('says which steps it cannot export and throws there instead of guessing', () => {
    const spec = exportPlaywrightSpec(
      passingReport([
        {
          kind: 'upload',
          description: 'attach a file',
          target: { description: 'x', label: 'File' },
        },
        { kind: 'assert', description: 'no error', assertion: { kind: 'no_error' } },
        { kind: 'click', description: 'click the thing', target: { description: 'the thing' } },
      ]),
      OPTIONS,
    );
    expect(spec).toMatch(/^\/\/ NOT EXPORTABLE/m);
    expect(spec).toContain(
      '//   step 1 (upload): Scout uploaded a sample file it made for the run',
    );
    expect(spec).toContain('//   step 2 (assert):');
    expect(spec).toContain('//   step 3 (click): Scout recorded no role, label');
    expect(spec.match(/throw new Error\('Step ".*" is not exportable/g)).toHaveLength(3);
  });

  test('says a step with a broken pattern or address is not exportable, instead of failing', () => {
    const spec = exportPlaywrightSpec(
      passingReport([
        { kind: 'navigate', description: 'go', value: 'https://[bad' },
        {
          kind: 'assert',
          description: 'title',
          assertion: { kind: 'title', expected: '/(/', match: 'matches' },
        },
        { kind: 'click', description: 'Delete', target: { description: 'x', role: 'button' } },
        {
          kind: 'assert',
          description: 'asks',
          assertion: { kind: 'dialog', expected: '/[/', match: 'matches' },
        },
        { kind: 'accept_dialog', description: 'OK' },
      ]),
      OPTIONS,
    );
    expect(spec).toContain('//   step 1 (navigate): its address is not a URL');
    expect(spec).toContain('//   step 2 (assert): its pattern is not a regular expression');
    expect(spec).toContain('//   step 4 (assert): its pattern is not a regular expression');
  });

  test('keeps the names of the files its pages download, before the first page, for a download check', () => {
    const spec = exportPlaywrightSpec(
      passingReport([
        { kind: 'click', description: 'Export', target: { description: 'Export', name: 'Export' } },
        {
          kind: 'assert',
          description: 'Then I should get a download with filename "report.ods"',
          assertion: { kind: 'downloaded', expected: 'report.ods' },
        },
      ]),
      OPTIONS,
    );
    expect(spec).toContain('const downloads: string[] = [];');
    expect(spec.indexOf("page.on('download'")).toBeLessThan(
      spec.indexOf('page.goto(STARTING_URL)'),
    );
    expect(spec).toContain("await expect.poll(() => downloads).toContain('report.ods');");
    // Without a download check, no listener.
    expect(
      exportPlaywrightSpec(passingReport([{ kind: 'reload', description: 'reload' }]), OPTIONS),
    ).not.toContain('downloads');
  });

  test('checks what the last step that acted downloaded, as the run does', () => {
    const click = (name: string) => ({
      kind: 'click' as const,
      description: `When I click "${name}"`,
      target: { description: name, name },
    });
    const downloaded = {
      kind: 'assert' as const,
      description: 'Then the file "report.ods" should be downloaded',
      assertion: { kind: 'downloaded' as const, expected: 'report.ods' },
    };
    const spec = exportPlaywrightSpec(
      passingReport([
        click('January'),
        downloaded,
        downloaded,
        click('Help'),
        click('February'),
        downloaded,
      ]),
      OPTIONS,
    );
    const steps = spec.split('\n  // ').slice(1);
    // Before each click a download check follows, and only those: the second check shares the
    // first click's download; "Help" is followed by another click.
    expect(steps.map((step) => step.includes('downloads.length = 0;'))).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(steps[0].indexOf('downloads.length = 0;')).toBeLessThan(steps[0].indexOf('.click('));
  });

  test('refuses a run that did not pass', () => {
    const failed = { ...passingReport([]), status: 'FAILED' as const };
    expect(() => exportPlaywrightSpec(failed, OPTIONS)).toThrow(NotExportableError);
  });
});
