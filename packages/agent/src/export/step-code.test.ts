import { describe, expect, it } from 'vitest';
import type { ResolvedAction } from '@scout/shared';
import { actionCode } from './step-code.js';

const CONTEXT = { startingUrl: 'http://127.0.0.1:4400/', isCookieUser: false, isEmailUser: true };

function lines(action: ResolvedAction): string[] {
  return actionCode(action, CONTEXT).lines.map(String);
}

describe('a target named by a selector', () => {
  it('is exported as that selector among the visible elements it matches', () => {
    expect(
      lines({
        kind: 'click',
        description: 'Click the element .btn-primary',
        target: { selector: '.btn-primary', description: '.btn-primary' },
      }),
    ).toEqual(["await page.locator('.btn-primary').filter({ visible: true }).click();"]);
  });

  it('keeps an XPath, the nth and a region given by a selector', () => {
    expect(
      lines({
        kind: 'click',
        description: 'And I press the second ".result-row" within "#results"',
        target: { selector: '.result-row', nth: 1, region: '#results', description: 'x' },
      }),
    ).toEqual([
      "await page.locator('#results').locator('.result-row').filter({ visible: true }).nth(1).click();",
    ]);
    expect(
      lines({
        kind: 'fill',
        value: 'qa@example.org',
        description: "Type 'qa@example.org' into //input[@name='email']",
        target: { selector: "//input[@name='email']", description: 'x' },
      }),
    ).toEqual([
      "await page.locator('//input[@name=\\'email\\']').filter({ visible: true }).fill('qa@example.org');",
    ]);
  });

  it('checks a text in the region its selector names, not on the whole page', () => {
    expect(
      lines({
        kind: 'assert',
        description: "Then I should see 'Saved' within '#flash'",
        assertion: { kind: 'text_visible', expected: 'Saved' },
        target: { region: '#flash', description: 'the #flash' },
      }).at(-1),
    ).toContain("page.locator('#flash').filter({ visible: true }).getByText(");
  });
});

describe('a text checked in the row that shows another text', () => {
  it('says that the exported check looks on the whole page', () => {
    const out = lines({
      kind: 'assert',
      description: 'Then I should see "All" within the table row containing "Admin"',
      assertion: { kind: 'text_visible', expected: 'All' },
      target: { near: 'Admin', description: 'the row with “Admin”' },
    });
    expect(out[0]).toContain("Scout looked in the row showing 'Admin'");
    expect(out.at(-1)).toContain('toBeVisible()');
  });
});

describe('checks of the page that had no kind before (issue 25)', () => {
  it('exports "no dialog open" as no drawn dialog on show', () => {
    expect(
      lines({
        kind: 'assert',
        description: 'Given a alertbox is not opened',
        assertion: { kind: 'no_dialog' },
      }),
    ).toEqual([
      `await expect(page.locator('[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]').filter({ visible: true })).toHaveCount(0);`,
    ]);
  });

  it('exports "a new window opened" and closing the other tabs on the page the file drives', () => {
    expect(
      lines({
        kind: 'assert',
        description: 'Then I expect a new window has been opened',
        assertion: { kind: 'tab_opened' },
      }),
    ).toEqual(['await expect.poll(() => page.context().pages().length).toBeGreaterThan(1);']);
    expect(lines({ kind: 'close_other_tabs', description: 'close all but the first tab' })).toEqual(
      ['for (const other of page.context().pages()) if (other !== page) await other.close();'],
    );
  });

  it('exports the nth option as a native select option by its index', () => {
    expect(
      lines({
        kind: 'select_nth',
        value: '2',
        description: 'When I select the 2nd option for element "#selectElementTest"',
        target: { selector: '#selectElementTest', description: '#selectElementTest' },
      }),
    ).toEqual([
      "await page.locator('#selectElementTest').filter({ visible: true }).selectOption({ index: 1 });",
    ]);
  });

  it('exports "crossed out" as the same test of the elements with the text', () => {
    const [line] = lines({
      kind: 'assert',
      description: "'Pay rent' should be crossed out",
      assertion: { kind: 'crossed_out', expected: 'Pay rent' },
    });
    expect(line).toContain('page.getByText(');
    expect(line).toContain('line-through');
    expect(line).toContain('crossed.length > 0 && crossed.every(Boolean)');
  });

  it('exports "scrolled down" as the page scrolled below its top', () => {
    const [line] = lines({
      kind: 'assert',
      description: 'And I should have scrolled down',
      assertion: { kind: 'scrolled_down' },
    });
    expect(line).toMatch(
      /^await expect\.poll\(\(\) => page\.evaluate\(.*scrollY.*\)\)\.toBeGreaterThan\(0\);$/,
    );
  });

  it('exports "logged in" as the same look for a sign-out control and no sign-in form', () => {
    const [line] = lines({
      kind: 'assert',
      description: 'Then I should be logged in',
      assertion: { kind: 'logged_in' },
    });
    expect(line).toMatch(
      /^await expect\.poll\(async \(\) => \{ const look = await page\.evaluate\(/,
    );
    expect(line).toContain('input[type=password]');
    expect(line).toContain("return look.signOut !== '' && !look.signInForm; }).toBe(true);");
  });

  it('exports a CSS property as the same comparison on the element', () => {
    const [line] = lines({
      kind: 'assert',
      description: 'check that property "background-color" of "Approved" is equal to "#198754"',
      target: { name: 'Approved', description: 'Approved' },
      assertion: { kind: 'style', property: 'background-color', expected: '#198754' },
    });
    expect(line).toMatch(/^await expect\.poll\(async \(\) => \(await page\.getByText\(/);
    expect(line).toContain('getComputedStyle(el).getPropertyValue(property)');
    expect(line).toContain("['background-color', '#198754'])).ok).toBe(true);");
  });

  it('exports a download check as the name among the files the test downloaded', () => {
    const [named] = lines({
      kind: 'assert',
      description: 'Then the file "report.ods" should be downloaded',
      assertion: { kind: 'downloaded', expected: 'report.ods' },
    });
    expect(named).toBe("await expect.poll(() => downloads).toContain('report.ods');");
    const [any] = lines({
      kind: 'assert',
      description: 'And a file should be downloaded',
      assertion: { kind: 'downloaded' },
    });
    expect(any).toBe('await expect.poll(() => downloads.length).toBeGreaterThan(0);');
  });

  it('exports a screenshot as one attached to the test’s report', () => {
    const [line] = lines({ kind: 'screenshot', description: 'And I take a screenshot' });
    expect(line).toBe(
      "await test.info().attach('And I take a screenshot', { body: await page.screenshot(), contentType: 'image/png' });",
    );
  });
});

describe('a form filled with made-up values', () => {
  it('is exported as the fills the run made, field by field, with the same values', () => {
    expect(
      lines({
        kind: 'fill_form',
        description: 'When I fill the sign-up form with valid data',
        target: { region: 'sign-up', description: 'the sign-up form' },
        form: {
          filled: [
            { selector: '#email', field: 'Email', how: 'fill', value: 'ada.lovelace@example.com' },
            {
              selector: 'select[name="country"]',
              field: 'Country',
              how: 'select',
              value: 'France',
            },
            { selector: '#terms', field: 'Terms', how: 'check', value: 'ticked' },
          ],
        },
      }),
    ).toEqual([
      "await page.locator('#email').fill('ada.lovelace@example.com');",
      "await page.locator('select[name=\"country\"]').selectOption({ label: 'France' });",
      "await page.locator('#terms').check();",
    ]);
  });

  it('is not exportable when the run recorded no fill', () => {
    expect(
      actionCode({ kind: 'fill_form', description: 'When I fill out the form' }, CONTEXT)
        .notExportable,
    ).toBe('the run recorded no field it filled');
  });
});
