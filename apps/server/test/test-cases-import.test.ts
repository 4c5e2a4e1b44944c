import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tests } from '../src/db/schema.js';
import type { ApiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { keyClient } from './helpers/key-client.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser, setPlan } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FEATURE = `@library
Feature: Library sign-in
  Background:
    Given I am on the sign-in page

  Scenario Outline: Sign in as <kind>
    When I enter "<card>" into "Library card number"
    And I enter "<pin>" into "PIN"
    And I press "Sign in"
    Then I should see "<greeting>"
    And the loan history is archived by the nightly job

    Examples:
      | kind   | card     | pin  | greeting           |
      | adult  | 20041234 | 1234 | Welcome back, Ada  |
      | junior | 20049876 | 9876 | Welcome back, Alan |
`;

const TESTRAIL = [
  'ID,Title,Section,Preconditions,Steps (Step),Steps (Expected Result)',
  'C31,Add a book to the basket,Basket,,"Click ""Add to basket""",',
  ',,,,Wait for the warehouse sync to finish,',
].join('\n');

async function suiteWithUser(client: ApiClient) {
  const user = await makeTestingUser(client);
  return makeSuite(client, { testing_user_id: user.id, starting_url: 'http://127.0.0.1:9/' });
}

const storedIn = (suiteId: string) =>
  t.deps.database.db.select().from(tests).where(eq(tests.testSuiteId, suiteId));

describe('POST /api/test-suites/:id/tests/import', () => {
  it('creates one test per Examples row with its source text, source and unread lines', async () => {
    const { client } = await signedInUser(t);
    const suite = await suiteWithUser(client);
    const res = await client.post(`/api/test-suites/${suite.id}/tests/import`, {
      file_name: 'sign-in.feature',
      content: FEATURE,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.format).toBe('gherkin');
    expect(res.body.tests.map((x: { name: string }) => x.name)).toEqual([
      'Sign in as adult',
      'Sign in as junior',
    ]);
    const [adult] = res.body.tests;
    expect(adult).toMatchObject({
      step_count: 6,
      source: { format: 'gherkin', file_name: 'sign-in.feature', line: 15, tags: ['@library'] },
      unread_lines: [
        {
          text: 'And the loan history is archived by the nightly job',
          reason: expect.stringContaining('is not a step Scout reads'),
        },
      ],
    });
    const detail = await client.get(`/api/tests/${adult.id}`);
    expect(detail.body).toMatchObject({
      name: 'Sign in as adult',
      test_objective: 'Sign in as adult',
      status: 'READY',
      testing_user_id: suite.testing_user_id,
    });
    expect(detail.body.source).toEqual({
      format: 'gherkin',
      file_name: 'sign-in.feature',
      line: 15,
      case_id: null,
      tags: ['@library'],
    });
    expect(detail.body.description).toContain('Given I am on the sign-in page');
    expect(detail.body.description).toContain('When I enter "20041234" into "Library card number"');
    const stored = await storedIn(suite.id);
    expect(stored.map((row) => row.source?.line).sort()).toEqual([15, 16]);
  });

  it('imports a TestRail export through /api/v1 with a key, and a dry run creates nothing', async () => {
    const { client } = await signedInUser(t);
    const suite = await suiteWithUser(client);
    const created = await client.post('/api/api-keys', { name: 'CI' });
    const api = keyClient(t, created.body.key);
    const url = `/api/v1/test-suites/${suite.id}/tests/import`;
    const body = { file_name: 'basket.csv', content: TESTRAIL };
    const preview = await api.post(url, { ...body, dry_run: true });
    expect(preview.status).toBe(200);
    expect(preview.body.tests[0]).toMatchObject({ id: null, step_count: 2 });
    expect(await storedIn(suite.id)).toHaveLength(0);

    const res = await api.post(url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.tests).toHaveLength(1);
    expect(res.body.tests[0]).toMatchObject({
      name: 'Add a book to the basket',
      source: { format: 'testrail', case_id: 'C31', line: 2 },
      unread_lines: [{ text: '2. Wait for the warehouse sync to finish' }],
    });
    const [row] = await storedIn(suite.id);
    expect(row!.description).toBe(
      '1. Click "Add to basket"\n2. Wait for the warehouse sync to finish',
    );
  });

  it("answers another user's suite 404 and creates nothing", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const suite = await suiteWithUser(owner.client);
    const res = await other.client.post(`/api/test-suites/${suite.id}/tests/import`, {
      file_name: 'sign-in.feature',
      content: FEATURE,
    });
    expect(res.status).toBe(404);
    expect(await storedIn(suite.id)).toHaveLength(0);
  });

  it('refuses a file that cannot be read, saying why, and creates nothing', async () => {
    const { client } = await signedInUser(t);
    const suite = await suiteWithUser(client);
    const url = `/api/test-suites/${suite.id}/tests/import`;
    const unknown = await client.post(url, { file_name: 'cases.csv', content: 'Case,Body\n1,x\n' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(
      /does not recognise this CSV file's columns \(Case, Body\)/,
    );
    const broken = await client.post(url, {
      file_name: 'o.feature',
      content: 'Feature: F\n  Scenario Outline: O\n    When I open <page>\n',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(
      'Line 2: the Scenario Outline "O" has no Examples rows to fill its <placeholders>.',
    );
    const wrongType = await client.post(url, { file_name: 'cases.xlsx', content: 'x' });
    expect(wrongType.status).toBe(400);
    expect(await storedIn(suite.id)).toHaveLength(0);
  });

  it("keeps to the plan's tests per suite: a file that would pass it creates nothing", async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(t, id, 'free');
    const suite = await suiteWithUser(client);
    for (let i = 0; i < 4; i++) await makeTest(client, suite.id, { name: `t${i}` });
    const res = await client.post(`/api/test-suites/${suite.id}/tests/import`, {
      file_name: 'sign-in.feature',
      content: FEATURE,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message:
        'This file has 2 tests, and this suite has room for 1 more on your plan (5 tests per suite). Nothing was imported.',
      details: { limitType: 'testsPerSuite', usage: 4, limit: 5, suiteId: suite.id },
    });
    expect(await storedIn(suite.id)).toHaveLength(4);
    const one = await client.post(`/api/test-suites/${suite.id}/tests/import`, {
      file_name: 'basket.csv',
      content: TESTRAIL,
    });
    expect(one.status).toBe(201);
    expect(await storedIn(suite.id)).toHaveLength(5);
  });

  it('gives a test whose name the suite has already a numbered name, in the preview as when imported', async () => {
    const { client } = await signedInUser(t);
    const suite = await suiteWithUser(client);
    await makeTest(client, suite.id, { name: 'add a book to the basket' });
    const file = { file_name: 'export.csv', content: TESTRAIL };
    const preview = await client.post(`/api/test-suites/${suite.id}/tests/import`, {
      ...file,
      dry_run: true,
    });
    expect(preview.body.tests.map((x: { name: string }) => x.name)).toEqual([
      'Add a book to the basket (2)',
    ]);
    expect((await client.post(`/api/test-suites/${suite.id}/tests/import`, file)).status).toBe(201);
    // The same file again: the next number.
    const again = await client.post(`/api/test-suites/${suite.id}/tests/import`, file);
    expect(again.status).toBe(201);
    expect(again.body.tests.map((x: { name: string }) => x.name)).toEqual([
      'Add a book to the basket (3)',
    ]);
    expect((await storedIn(suite.id)).map((row) => row.name).sort()).toEqual([
      'Add a book to the basket (2)',
      'Add a book to the basket (3)',
      'add a book to the basket',
    ]);
  });
});
