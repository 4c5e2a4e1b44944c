import { expect, test, type Locator } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

// Issue 17: long text wraps where it is shown instead of running past the edge of its box, where
// it is clipped or makes the whole page scroll sideways.

/** Whether an element lies whole inside the box of another (a scrolling box's visible part), and
 *  shows its content whole (no line longer than itself). */
async function liesInside(element: Locator, box: Locator) {
  const outer = (await box.boundingBox())!;
  const inner = (await element.boundingBox())!;
  const overflow = await element.evaluate((el) => el.scrollWidth - el.clientWidth);
  return {
    fromLeft: Math.round(inner.x - outer.x) >= 0,
    fromRight: Math.round(outer.x + outer.width - (inner.x + inner.width)) >= 0,
    whole: overflow <= 0,
  };
}
const INSIDE = { fromLeft: true, fromRight: true, whole: true };

const LONG_EMAIL = `${'a-very-long-mailbox-name-'.repeat(4)}without-an-at-sign.example.com`;
const CSV = [
  'name,auth_type,email,password,role,is_active,cookie_key,cookie_value',
  `Long Lena,email_password,${LONG_EMAIL},,,perhaps,,`,
  'Bea Buyer,email_password,bea@example.com,pw-bea,,,,',
].join('\n');

for (const width of [1280, 375]) {
  test(`CSV import errors wrap inside the dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await newSignedInUser(page, `csv-wrap-${width}`);
    await page.goto('/app/testing-users');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(dialog.getByText('1 valid row, 1 with errors')).toBeVisible();

    const preview = dialog.getByRole('table', { name: 'CSV preview' });
    const row = preview.getByRole('row', { name: /Long Lena/ });
    const errors = row.getByRole('listitem');
    await expect(errors).toHaveCount(3);
    // At 1280 px the whole table fits the dialog. At 375 px it scrolls in its own box: scrolled to
    // its end, each error lies whole in view (a line of it too long for the box would be clipped).
    const scroller = dialog.locator('[data-slot="table-container"]');
    if (width > 600) {
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    }
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    for (const error of await errors.all()) {
      expect(await liesInside(error, scroller), (await error.textContent()) ?? '').toEqual(INSIDE);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

// A step that quotes a long word (a token, a URL) as the page should show it: the run fails, and its
// step and the failure's message both repeat the word.
const LONG_WORD = `order-${'0123456789abcdef'.repeat(6)}`;

test('the steps of a result wrap long text at 375 px, and neither the page nor the result scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await newSignedInUser(page, 'steps-wrap', { keepExamples: true });
  const suites = await (await page.request.get('/api/test-suites')).json();
  const suite = suites.items.find((s: { name: string }) => s.name.startsWith('Example'));
  const created = await page.request.post('/api/tests', {
    data: {
      test_suite_id: suite.id,
      name: 'A long word',
      test_objective: `Check that the page shows "${LONG_WORD}"`,
      testing_user_id: suite.testing_user_id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const run = await page.request.post(`/api/tests/${id}/runs`, { data: { tzOffset: 0 } });
  expect(run.status(), await run.text()).toBe(201);
  await expect
    .poll(async () => (await (await page.request.get(`/api/tests/${id}`)).json()).status, {
      timeout: 150_000,
    })
    .toBe('FAILED');

  await page.goto(`/app/tests/${id}/results`);
  await page
    .getByRole('table', { name: 'Results' })
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^View result/ })
    .click();
  const result = page.getByRole('dialog', { name: /^Result / });
  const steps = result.getByRole('list', { name: 'Steps' });
  await expect(steps.getByText(LONG_WORD).first()).toBeVisible();

  expect(await result.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  for (const step of await steps.getByRole('listitem').all()) {
    expect(await liesInside(step, result), (await step.textContent()) ?? '').toEqual(INSIDE);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
