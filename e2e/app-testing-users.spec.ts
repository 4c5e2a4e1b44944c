import { expect, test, type Page } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

async function openTestingUsers(page: Page) {
  await page.getByRole('link', { name: 'Testing Users' }).first().click();
  await expect(page.getByRole('heading', { name: 'Testing Users' })).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog');

test('testing user form: every validation message of spec 5', async ({ page }) => {
  await newSignedInUser(page, 'tu-rules');
  await openTestingUsers(page);

  await page.getByRole('button', { name: 'Create Testing User' }).click();
  await dialog(page).getByRole('button', { name: 'Create testing user' }).click();
  await expect(dialog(page).getByText('Name is required')).toBeVisible();
  await expect(dialog(page).getByText('Email is required')).toBeVisible();
  await expect(dialog(page).getByText('Password is required')).toBeVisible();

  await dialog(page).getByLabel('Email').fill('not-an-email');
  await dialog(page).getByRole('button', { name: 'Create testing user' }).click();
  await expect(dialog(page).getByText('Please enter a valid email address')).toBeVisible();

  // Switching to cookie clears the email fields and asks for the cookie's.
  await dialog(page).getByLabel('Password').fill('secret-pass');
  await dialog(page).getByLabel('Auth type').selectOption('cookie');
  await expect(dialog(page).getByLabel('Email')).toHaveCount(0);
  await expect(dialog(page).getByLabel('Password')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Create testing user' }).click();
  await expect(dialog(page).getByText('Cookie key is required')).toBeVisible();
  await expect(dialog(page).getByText('Cookie value is required')).toBeVisible();
  await dialog(page).getByLabel('Cookie key').fill('session_id');
  await dialog(page).getByLabel('Cookie value').fill('abc123');
  await dialog(page).getByLabel('Auth type').selectOption('email_password');
  await expect(dialog(page).getByLabel('Email')).toHaveValue('');
  await expect(dialog(page).getByLabel('Password')).toHaveValue('');
  await expect(dialog(page).getByLabel('Cookie key')).toHaveCount(0);

  // And back: the cookie fields were cleared too.
  await dialog(page).getByLabel('Auth type').selectOption('cookie');
  await expect(dialog(page).getByLabel('Cookie key')).toHaveValue('');
  await expect(dialog(page).getByLabel('Cookie value')).toHaveValue('');
});

test('create by hand, import three by CSV, search, edit with a kept password, delete', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newSignedInUser(page, 'tu-flow');
  await openTestingUsers(page);
  await expect(page.getByText('No testing users yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create Testing User' }).click();
  await dialog(page).getByLabel('Name').fill('Ada Admin');
  await dialog(page).getByLabel('Email').fill('Ada@Example.com');
  await dialog(page).getByLabel('Password').fill('secret-pass');
  await dialog(page).getByLabel('Role').fill('Admin');
  await dialog(page).getByRole('button', { name: 'Create testing user' }).click();
  await expect(page.getByText('Testing user created')).toBeVisible();
  const adaRow = page.getByRole('row', { name: /Ada Admin/ });
  await expect(adaRow).toContainText('ada@example.com');
  await expect(adaRow).toContainText(/Password set \w+/);
  await expect(page.getByText('secret-pass')).toHaveCount(0);

  await adaRow.getByRole('button', { name: 'Copy email of Ada Admin' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ada@example.com');

  // CSV: the file's own problems first.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const file = dialog(page).getByLabel('CSV file');
  await file.setInputFiles({
    name: 'users.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('name,auth_type\n'),
  });
  await expect(dialog(page).getByText('Please choose a .csv file')).toBeVisible();
  await file.setInputFiles({
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,auth_type\n'),
  });
  await expect(
    dialog(page).getByText('CSV file must contain at least a header row and one data row'),
  ).toBeVisible();
  await file.setInputFiles({
    name: 'headers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,email\nBob,b@example.com\n'),
  });
  await expect(dialog(page).getByText('Missing required headers: auth_type')).toBeVisible();

  const csv = [
    'name,auth_type,email,password,role,is_active,cookie_key,cookie_value',
    'Bea Buyer,email_password,BEA@example.com,pw-bea,Customer,true,,',
    'Carl Cookie,cookie,,,Support,yes,session_id,abc123',
    'No Password,email_password,np@example.com,,,,,',
    'Dee Dormant,email_password,dee@example.com,pw-dee,,no,,',
    'Eve Extra,sso,eve@example.com,pw,,maybe,,',
  ].join('\n');
  await file.setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog(page).getByText('3 valid rows, 2 with errors')).toBeVisible();
  const preview = dialog(page).getByRole('table', { name: 'CSV preview' });
  await expect(preview.getByRole('row', { name: /No Password/ })).toContainText(
    'Password is required for email_password users',
  );
  await expect(preview.getByRole('row', { name: /Eve Extra/ })).toContainText(
    'auth_type must be email_password or cookie',
  );
  await expect(preview.getByRole('row', { name: /Eve Extra/ })).toContainText(
    'is_active must be one of true, false, 1, 0, yes, no',
  );
  await dialog(page).getByRole('button', { name: 'Import 3 valid rows' }).click();
  await expect(page.getByText('Import completed')).toBeVisible();
  await expect(dialog(page).getByText('3 imported, 0 failed')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();

  await expect(page.getByText('Showing 1-4 out of 4 items')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bea Buyer/ })).toContainText('bea@example.com');
  await expect(page.getByRole('row', { name: /Carl Cookie/ })).toContainText('session_id');
  await expect(page.getByRole('row', { name: /Dee Dormant/ })).toContainText('Inactive');

  await page.getByLabel('Search testing users').fill('BEA@');
  await expect(page.getByText('Showing 1-1 out of 1 items')).toBeVisible();
  await page.getByLabel('Search testing users').fill('');
  await expect(page.getByText('Showing 1-4 out of 4 items')).toBeVisible();

  // Edit with a blank password keeps the stored one.
  await page.getByRole('button', { name: 'Edit Ada Admin' }).click();
  await expect(dialog(page).getByText('Leave blank to keep the current password.')).toBeVisible();
  await expect(dialog(page).getByLabel('Password')).toHaveValue('');
  await dialog(page).getByLabel('Name').fill('Ada Owner');
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Testing user updated')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ada Owner/ })).toContainText(/Password set/);

  await page.getByRole('button', { name: 'Delete Carl Cookie' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Testing user deleted')).toBeVisible();
  await expect(page.getByText('Showing 1-3 out of 3 items')).toBeVisible();
});
