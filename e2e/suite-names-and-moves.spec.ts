import { expect, test, type Page } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

// Issue 29's traps: a starting URL typed without https://, one runs would be blocked from, two
// suites of one name, a Default Suite whose tests could never run, a test stuck in its suite.

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('starting URLs without a scheme, a blocked address flagged, names unique, the Default Suite set up, a test moved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newSignedInUser(page, 'traps');

  await test.step('"shop.example.com" is read as https://shop.example.com', async () => {
    await page.goto('/app/test-suites');
    await page.getByRole('button', { name: 'Create Suite' }).click();
    const create = dialog(page, 'Create Test Suite');
    await create.getByLabel('Name').fill('Shop');
    await create.getByLabel('Starting URL').fill('shop.example.com');
    await create.getByLabel('Description').click();
    await expect(create.getByLabel('Starting URL')).toHaveValue('https://shop.example.com');
    await create.getByRole('button', { name: 'Create suite' }).click();
    await expect(page.getByText('Test suite created')).toBeVisible();
    await expect(page.getByRole('row', { name: /Shop/ })).toContainText('Exists');
  });

  await test.step('a private address is flagged with the setting that allows it, and saved', async () => {
    await page.getByRole('button', { name: 'Create Suite' }).click();
    const create = dialog(page, 'Create Test Suite');
    await create.getByLabel('Name').fill('shop');
    await create.getByLabel('Starting URL').fill('http://192.168.1.20:8080/');
    const note = create.getByRole('note');
    await expect(note).toHaveText(
      'Runs will be blocked from http://192.168.1.20:8080/: private addresses are not allowed. An administrator can allow them with SCOUT_ALLOWED_NETWORKS.',
    );
    // The name is another suite's, in another case.
    await create.getByRole('button', { name: 'Create suite' }).click();
    await expect(
      create.getByText('A test suite with this name already exists. Please choose another name.'),
    ).toBeVisible();
    await create.getByLabel('Name').fill('Intranet');
    await create.getByRole('button', { name: 'Create suite' }).click();
    await expect(page.getByRole('row', { name: /Intranet/ })).toContainText('Exists');
  });

  await test.step('the Default Suite is given a starting URL; its tests become READY', async () => {
    const suites = await (await page.request.get('/api/test-suites')).json();
    const defaultSuite = suites.items.find((s: { name: string }) => s.name === 'Default Suite');
    const user = await page.request.post('/api/testing-users', {
      data: {
        name: 'Ada',
        auth_type: 'email_password',
        email: 'ada@example.com',
        password: 'pw-123456',
      },
    });
    expect(user.status()).toBe(201);
    const created = await page.request.post('/api/tests', {
      data: {
        name: 'Sign in',
        test_objective: 'Sign in as the testing user',
        test_suite_id: defaultSuite.id,
        testing_user_id: (await user.json()).id,
      },
    });
    expect(created.status()).toBe(201);

    await page
      .getByRole('row', { name: /Default Suite/ })
      .getByRole('cell')
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Default Suite' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Sign in/ })).toContainText('DRAFT');
    await page.getByRole('button', { name: 'Set Starting URL' }).click();
    const setUp = dialog(page, 'Set Up Default Suite');
    await expect(setUp.getByLabel('Name')).toHaveAttribute('readonly', '');
    await setUp.getByLabel('Starting URL').fill('example.org/app');
    await setUp.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Test suite updated')).toBeVisible();
    await expect(page.getByText('https://example.org/app')).toBeVisible();
    await expect(page.getByRole('row', { name: /Sign in/ })).toContainText('READY');
  });

  await test.step('the test moves to the Shop suite from its edit form', async () => {
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Test');
    await expect(edit.getByLabel('Test suite')).toHaveValue(/[0-9a-f-]{36}/);
    await edit.getByLabel('Test suite').selectOption({ label: 'Shop' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Test updated')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(page.getByText('https://shop.example.com')).toBeVisible();
  });
});
