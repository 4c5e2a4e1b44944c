import { expect, test, type Page } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

// A library's own test cases as a team keeps them: a feature with a Background and a Scenario
// Outline (one test per Examples row), and a TestRail export whose second case continues on the
// row below (separated steps, one row per step).
const FEATURE = `@loans
Feature: Borrower sign-in
  Background:
    Given I am on the sign-in page

  Scenario Outline: Sign in as <kind>
    When I enter "<card>" into "Library card number"
    And I enter "<pin>" into "PIN"
    And I press "Sign in"
    Then I should see "<greeting>"
    And the visit is logged by the nightly audit job

    Examples:
      | kind   | card     | pin  | greeting           |
      | adult  | 20041234 | 1234 | Welcome back, Ada  |
      | junior | 20049876 | 9876 | Welcome back, Alan |
`;

const TESTRAIL = [
  'ID,Title,Section,Template,Preconditions,Steps (Step),Steps (Expected Result)',
  'C101,Opening hours,Footer,Test Case (Steps),,"Click ""Opening hours""","The page shows ""Monday to Friday"""',
  'C102,Reserve a title,Catalogue,Test Case (Steps),,"Click ""Reserve"" next to ""Dune""",',
  ',,,,,Wait for the warehouse to confirm the hold,',
].join('\n');

const dialog = (page: Page) => page.getByRole('dialog');

async function importFile(page: Page, name: string, content: string, found: string) {
  await page.getByRole('button', { name: 'Import Tests' }).click();
  await dialog(page)
    .getByLabel('File')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await expect(dialog(page).getByRole('status')).toContainText(found);
}

test('import a Gherkin feature and a TestRail export into a suite; unread lines per test', async ({
  page,
}) => {
  await newSignedInUser(page, 'import');
  const user = await page.request.post('/api/testing-users', {
    data: {
      name: 'Borrower',
      auth_type: 'email_password',
      email: 'ada@example.com',
      password: 'pw-secret-1',
    },
  });
  expect(user.ok(), await user.text()).toBe(true);
  const suite = await page.request.post('/api/test-suites', {
    data: {
      name: 'Library',
      starting_url: 'http://127.0.0.1:9/',
      testing_user_id: (await user.json()).id,
    },
  });
  expect(suite.ok(), await suite.text()).toBe(true);
  await page.goto(`/app/test-suites/${(await suite.json()).id}`);
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();

  // A file Scout cannot read says why, and nothing is created.
  await page.getByRole('button', { name: 'Import Tests' }).click();
  await dialog(page)
    .getByLabel('File')
    .setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Case,Body\n1,Open the page\n'),
    });
  await expect(
    dialog(page).getByText(/does not recognise this CSV file's columns \(Case, Body\)/),
  ).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: /^Import/ })).toBeDisabled();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // The feature: its preview lists one test per Examples row, each with its unread line.
  await importFile(
    page,
    'sign-in.feature',
    FEATURE,
    '2 tests found in sign-in.feature (Gherkin feature)',
  );
  const preview = dialog(page).getByRole('table', { name: 'Tests found' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  const adult = preview.getByRole('row', { name: /Sign in as adult/ });
  await expect(adult.getByRole('cell').nth(1)).toHaveText('Line 15');
  await expect(adult.getByRole('cell').nth(2)).toHaveText('6');
  await expect(
    adult.getByRole('list', { name: 'Not understood in Sign in as adult' }).getByRole('listitem'),
  ).toHaveText([/And the visit is logged by the nightly audit job/]);
  await dialog(page).getByRole('button', { name: 'Import 2 tests' }).click();
  await expect(dialog(page).getByRole('status')).toContainText('2 tests imported into this suite');
  const imported = dialog(page).getByRole('table', { name: 'Imported tests' });
  await expect(
    imported.getByRole('list', { name: 'Not understood in Sign in as junior' }),
  ).toContainText('And the visit is logged by the nightly audit job');
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();

  // The TestRail export: the second case's continuation row is its step 2, and unread.
  await importFile(
    page,
    'library-cases.csv',
    TESTRAIL,
    '2 tests found in library-cases.csv (TestRail CSV)',
  );
  const cases = dialog(page).getByRole('table', { name: 'Tests found' });
  await expect(
    cases
      .getByRole('row', { name: /Opening hours/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('C101');
  const reserve = cases.getByRole('row', { name: /Reserve a title/ });
  await expect(reserve.getByRole('cell').nth(2)).toHaveText('2');
  await expect(
    reserve.getByRole('list', { name: 'Not understood in Reserve a title' }).getByRole('listitem'),
  ).toHaveText([/2\. Wait for the warehouse to confirm the hold/]);
  await dialog(page).getByRole('button', { name: 'Import 2 tests' }).click();
  await expect(dialog(page).getByRole('status')).toContainText('2 tests imported into this suite');
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();

  // The four tests are the suite's, with the steps as written.
  const tests = page.getByRole('table').first();
  for (const name of [
    'Sign in as adult',
    'Sign in as junior',
    'Opening hours',
    'Reserve a title',
  ]) {
    await expect(tests.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
  await tests.getByRole('link', { name: 'Reserve a title' }).click();
  await expect(page.getByText('library-cases.csv, C102')).toBeVisible();
  await expect(page.getByText('Wait for the warehouse to confirm the hold')).toBeVisible();
  const listed = await (await page.request.get('/api/tests?pageSize=50')).json();
  const junior = listed.items.find((t: { name: string }) => t.name === 'Sign in as junior');
  expect(junior.description).toContain('When I enter "20049876" into "Library card number"');
  expect(junior.description).toContain('Given I am on the sign-in page');
});
