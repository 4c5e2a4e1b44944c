import { expect, test, type Page } from '@playwright/test';
import { newSignedInUser, setPlan } from './support/users.js';

// The free plan's test_suites_limit (apps/server/src/db/seed-plans.ts); the default suite counts.
const FREE_SUITE_LIMIT = 3;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** 4 data rows: three good ones (two email_password, one cookie) and one without its password. */
const CSV = [
  'name,auth_type,email,password,role,is_active,cookie_key,cookie_value',
  'Bea Buyer,email_password,bea@example.com,pw-bea,Customer,true,,',
  'Carl Cookie,cookie,,,Support,yes,session_id,abc123',
  'No Password,email_password,np@example.com,,,,,',
  'Dee Dev,email_password,dee@example.com,pw-dee,Developer,,,',
].join('\n');

test('a new user: testing users by hand and by CSV, a suite with tests, then the free plan limit and Pro feedback', async ({
  page,
}) => {
  test.setTimeout(120_000);

  await test.step('a new account, put on the free plan by an admin, sees its limits', async () => {
    const { email } = await newSignedInUser(page, 'journey');
    await setPlan(email, 'free');
    await page.reload();
    await expect(page.getByText('Welcome to your test management dashboard')).toBeVisible();
    await expect(page.getByText(`1 / ${FREE_SUITE_LIMIT}`)).toBeVisible();
  });

  await test.step('create a testing user by hand', async () => {
    await page.getByRole('link', { name: 'Testing Users' }).first().click();
    await expect(page.getByRole('heading', { name: 'Testing Users' })).toBeVisible();
    await expect(page.getByText('No testing users yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create Testing User' }).click();
    const form = dialog(page, 'Create Testing User');
    await form.getByLabel('Name').fill('Ada Admin');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Password').fill('secret-pass');
    await form.getByRole('button', { name: 'Create testing user' }).click();
    await expect(page.getByText('Testing user created')).toBeVisible();
    await expect(page.getByRole('row', { name: /Ada Admin/ })).toContainText('ada@example.com');
  });

  await test.step('import three by CSV; the bad row is reported and left out', async () => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = dialog(page, 'Import Testing Users');
    await importer
      .getByLabel('CSV file')
      .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(importer.getByText('3 valid rows, 1 with errors')).toBeVisible();
    const preview = importer.getByRole('table', { name: 'CSV preview' });
    await expect(preview.getByRole('row', { name: /No Password/ })).toContainText(
      'Password is required for email_password users',
    );
    for (const name of ['Bea Buyer', 'Carl Cookie', 'Dee Dev']) {
      await expect(preview.getByRole('row', { name: new RegExp(name) })).toContainText('Valid');
    }

    await importer.getByRole('button', { name: 'Import 3 valid rows' }).click();
    await expect(page.getByText('Import completed')).toBeVisible();
    await expect(page.getByText('3 imported, 0 failed.', { exact: true })).toBeVisible(); // the toast
    await expect(importer.getByText('3 imported, 0 failed', { exact: true })).toBeVisible(); // the summary
    await importer.getByRole('button', { name: 'Close' }).first().click();

    await expect(page.getByText('Showing 1-4 out of 4 items')).toBeVisible();
    await expect(page.getByRole('row', { name: /Carl Cookie/ })).toContainText('session_id');
    await expect(page.getByRole('row', { name: /Dee Dev/ })).toContainText('dee@example.com');
    await expect(page.getByRole('row', { name: /No Password/ })).toHaveCount(0);
  });

  await test.step('create a suite with the hand-made testing user', async () => {
    await page.getByRole('link', { name: 'Test Suites' }).first().click();
    await expect(page.getByRole('heading', { name: 'Test Suites' })).toBeVisible();
    await expect(page.getByText(`1 of ${FREE_SUITE_LIMIT} test suites used`)).toBeVisible();
    await page.getByRole('button', { name: 'Create Suite' }).click();
    const form = dialog(page, 'Create Test Suite');
    await expect(form.getByLabel('Testing user').locator('option')).toHaveText([
      'No user',
      'Ada Admin',
      'Bea Buyer',
      'Carl Cookie',
      'Dee Dev',
    ]);
    await form.getByLabel('Name').fill('Checkout');
    await form.getByLabel('Starting URL').fill('https://shop.example.com/cart');
    await form.getByLabel('Testing user').selectOption({ label: 'Ada Admin' });
    await form.getByRole('button', { name: 'Create suite' }).click();
    await expect(page.getByText('Test suite created')).toBeVisible();
    await expect(page.getByRole('row', { name: /Checkout/ })).toContainText('Ada Admin');
    await expect(page.getByText(`2 of ${FREE_SUITE_LIMIT} test suites used`)).toBeVisible();
  });

  await test.step('create two tests in it, edit one, delete the other', async () => {
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('No tests yet.')).toBeVisible();
    await expect(page.getByText('0 / 5 tests')).toBeVisible();

    await page.getByRole('button', { name: 'Create Test' }).click();
    const first = dialog(page, 'Create Test');
    // The suite's testing user is preselected.
    await expect(first.getByLabel('Testing user').locator('option:checked')).toHaveText(
      'Ada Admin',
    );
    await first.getByLabel('Name').fill('Pay by card');
    await first
      .getByLabel('What do you want to test?')
      .fill('Add a book to the cart and pay by card');
    await first.getByRole('button', { name: 'Create test' }).click();
    await expect(page.getByText('Test created')).toBeVisible();
    await expect(first).toHaveCount(0);

    await page.getByRole('button', { name: 'Create Test' }).click();
    const second = dialog(page, 'Create Test');
    await second.getByLabel('Name').fill('Refund');
    await second.getByLabel('What do you want to test?').fill('Ask for a refund of the last order');
    // Preselected again on the second opening too.
    await expect(second.getByLabel('Testing user').locator('option:checked')).toHaveText(
      'Ada Admin',
    );
    await second.getByRole('button', { name: 'Create test' }).click();
    await expect(second).toHaveCount(0);

    for (const name of ['Pay by card', 'Refund']) {
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('Ada Admin');
      await expect(row).toContainText('READY');
    }
    await expect(page.getByText('2 / 5 tests')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Pay by card' }).click();
    const edit = dialog(page, 'Edit Test');
    await expect(edit.getByLabel('Name')).toHaveValue('Pay by card');
    await edit.getByLabel('Name').fill('Pay by card with a coupon');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Test updated')).toBeVisible();
    await expect(page.getByRole('row', { name: /Pay by card with a coupon/ })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Refund' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('"Refund" and its results will be deleted');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Test deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: /Refund/ })).toHaveCount(0);
    await expect(page.getByText('1 / 5 tests')).toBeVisible();
  });

  await test.step('create suites up to the free limit; one more opens the upgrade panel', async () => {
    await page.getByRole('link', { name: 'Back to test suites' }).click();
    for (let used = 2; used < FREE_SUITE_LIMIT; used++) {
      await createSuite(page, `Suite ${used + 1}`);
      await expect(
        page.getByText(`${used + 1} of ${FREE_SUITE_LIMIT} test suites used`),
      ).toBeVisible();
    }

    await createSuite(page, 'One too many');
    const panel = dialog(page, 'Upgrade your plan');
    await expect(
      panel.getByText('You have reached the test suite limit of your plan.'),
    ).toBeVisible();
    await expect(panel.getByText('Test Suites')).toBeVisible();
    await expect(panel.getByText(`${FREE_SUITE_LIMIT} / ${FREE_SUITE_LIMIT} used`)).toBeVisible();
    await expect(panel.getByRole('region', { name: 'pro plan' })).toContainText('Most Popular');
    await expect(
      page.getByText(`${FREE_SUITE_LIMIT} of ${FREE_SUITE_LIMIT} test suites used`),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /One too many/ })).toHaveCount(0);
  });

  await test.step('choose Pro and tell us about pricing', async () => {
    await dialog(page, 'Upgrade your plan').getByRole('button', { name: 'Upgrade to Pro' }).click();
    const feedback = dialog(page, 'Help Us Shape Our Pro Plan');
    await feedback.getByLabel('$25-$50').check();
    await feedback.getByLabel('Which features matter most to you?').fill('More browsers');
    await feedback.getByRole('button', { name: 'Submit feedback' }).click();
    await expect(page.getByText("We'll notify you when our Pro plan is available.")).toBeVisible();
    await expect(feedback).toHaveCount(0);
    await expect(dialog(page, 'Upgrade your plan')).toHaveCount(0);
  });
});

async function createSuite(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create Suite' }).click();
  const form = dialog(page, 'Create Test Suite');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Starting URL').fill('https://example.com');
  await form.getByRole('button', { name: 'Create suite' }).click();
}
