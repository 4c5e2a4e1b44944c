import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_MESSAGES, TEST_CASE_MESSAGES, TESTING_USER_MESSAGES } from '@scout/shared';
import { apiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("another user's records", () => {
  it('answer 404 to a second user for read, edit, delete and as references, and stay unchanged', async () => {
    const first = await signedInUser(t);
    const tu = await makeTestingUser(first.client);
    const suite = await makeSuite(first.client, { testing_user_id: tu.id });
    const test = await makeTest(first.client, suite.id);
    const defaultSuite = (await first.client.get('/api/test-suites')).body.items.find(
      (s: any) => !s.is_editable,
    );

    const { client } = await signedInUser(t);
    const ownTu = await makeTestingUser(client);
    const ownSuite = await makeSuite(client, { testing_user_id: ownTu.id });
    const ownTest = await makeTest(client, ownSuite.id);
    const suiteForm = { name: 'x', starting_url: 'https://a.example' };
    const testForm = { name: 'x', test_objective: 'y' };
    const tuForm = { name: 'x', email: 'x@example.com', password: 'p' };

    const cases: [string, () => Promise<{ status: number; body: any }>, string][] = [
      ['read suite', () => client.get(`/api/test-suites/${suite.id}`), SUITE_MESSAGES.notFound],
      [
        'suite usage',
        () => client.get(`/api/test-suites/${suite.id}/usage`),
        SUITE_MESSAGES.notFound,
      ],
      [
        'edit suite',
        () => client.put(`/api/test-suites/${suite.id}`, suiteForm),
        SUITE_MESSAGES.notFound,
      ],
      [
        'delete suite',
        () => client.delete(`/api/test-suites/${suite.id}`),
        SUITE_MESSAGES.notFound,
      ],
      [
        'edit default suite',
        () => client.put(`/api/test-suites/${defaultSuite.id}`, suiteForm),
        SUITE_MESSAGES.notFound,
      ],
      [
        'delete default suite',
        () => client.delete(`/api/test-suites/${defaultSuite.id}`),
        SUITE_MESSAGES.notFound,
      ],
      [
        'list tests of suite',
        () => client.get(`/api/tests?suiteId=${suite.id}`),
        SUITE_MESSAGES.notFound,
      ],
      ['read test', () => client.get(`/api/tests/${test.id}`), TEST_CASE_MESSAGES.notFound],
      [
        'edit test',
        () => client.put(`/api/tests/${test.id}`, testForm),
        TEST_CASE_MESSAGES.notFound,
      ],
      ['delete test', () => client.delete(`/api/tests/${test.id}`), TEST_CASE_MESSAGES.notFound],
      [
        'create test in suite',
        () => client.post('/api/tests', { ...testForm, test_suite_id: suite.id }),
        SUITE_MESSAGES.notFound,
      ],
      [
        'read testing user',
        () => client.get(`/api/testing-users/${tu.id}`),
        TESTING_USER_MESSAGES.notFound,
      ],
      [
        'edit testing user',
        () => client.put(`/api/testing-users/${tu.id}`, tuForm),
        TESTING_USER_MESSAGES.notFound,
      ],
      [
        'delete testing user',
        () => client.delete(`/api/testing-users/${tu.id}`),
        TESTING_USER_MESSAGES.notFound,
      ],
      [
        'suite with their testing user',
        () => client.post('/api/test-suites', { ...suiteForm, testing_user_id: tu.id }),
        TESTING_USER_MESSAGES.notFound,
      ],
      [
        'edit suite to their testing user',
        () =>
          client.put(`/api/test-suites/${ownSuite.id}`, { ...suiteForm, testing_user_id: tu.id }),
        TESTING_USER_MESSAGES.notFound,
      ],
      [
        'test with their testing user',
        () =>
          client.post('/api/tests', {
            ...testForm,
            test_suite_id: ownSuite.id,
            testing_user_id: tu.id,
          }),
        TESTING_USER_MESSAGES.notFound,
      ],
      [
        'edit test to their testing user',
        () => client.put(`/api/tests/${ownTest.id}`, { ...testForm, testing_user_id: tu.id }),
        TESTING_USER_MESSAGES.notFound,
      ],
    ];
    for (const [name, call, message] of cases) {
      const res = await call();
      expect([res.status, res.body.code, res.body.message], name).toEqual([
        404,
        'NOT_FOUND',
        message,
      ]);
    }

    const lists = [
      await client.get('/api/test-suites?pageSize=50'),
      await client.get('/api/tests?pageSize=50'),
      await client.get('/api/testing-users?pageSize=50'),
      await client.get('/api/testing-users/active'),
      await client.get('/api/test-suites/options'),
      await client.get(`/api/testing-users?search=shopper`),
    ];
    const listed = JSON.stringify(lists.map((r) => r.body));
    for (const foreign of [tu.id, suite.id, test.id, defaultSuite.id])
      expect(listed).not.toContain(foreign);
    expect((await client.get('/api/dashboard')).body).toMatchObject({
      totalTestSuites: 2,
      activeTests: 1,
    });

    // The first user's records are all still there, unchanged.
    // Saving also answers the starting URL's warning; reading does not.
    const { starting_url_warning: _, ...saved } = suite;
    expect((await first.client.get(`/api/test-suites/${suite.id}`)).body).toEqual(saved);
    expect((await first.client.get(`/api/tests/${test.id}`)).body).toEqual(test);
    expect((await first.client.get(`/api/testing-users/${tu.id}`)).body).toEqual(tu);
    expect((await first.client.get(`/api/test-suites/${defaultSuite.id}`)).body).toEqual(
      defaultSuite,
    );
  });

  it('needs a session for every route but the plan list', async () => {
    const anonymous = apiClient(t);
    for (const url of [
      '/api/test-suites',
      '/api/tests',
      '/api/testing-users',
      '/api/testing-users/active',
      '/api/dashboard',
      '/api/plans/current',
    ]) {
      expect((await anonymous.get(url)).status, url).toBe(401);
    }
    expect(
      (await anonymous.post('/api/test-suites', { name: 'x', starting_url: 'https://a.example' }))
        .status,
    ).toBe(401);
    expect((await anonymous.post('/api/testing-users/import', { rows: [] })).status).toBe(401);
  });
});
