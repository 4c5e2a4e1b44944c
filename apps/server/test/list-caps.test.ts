import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICKER_LIMIT, RESULTS_PAGE_SIZE } from '@scout/shared';
import { testingUsers, testRuns, testSuites } from '../src/db/schema.js';
import { signedInAdmin, signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';
import type { ApiClient } from './helpers/client.js';

// Issue 15: every list is paginated. A request for a million items gets at most the list's cap
// (or a 400 naming the sizes it takes), never the whole table.

const A_MILLION = 1_000_000;
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp({
    SCOUT_ADMIN_EMAIL: 'caps-admin@example.com',
    SCOUT_ADMIN_PASSWORD: 'admin-password',
  });
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

describe('lists with a page size', () => {
  it.each([
    '/api/test-suites',
    '/api/tests',
    '/api/testing-users',
    '/api/admin/beta-applications',
    '/api/admin/feedback',
  ])('%s refuses a page of a million and takes none above its largest size', async (path) => {
    const res = await admin.get(`${path}?pageSize=${A_MILLION}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Page size must be one of /);
    expect((await admin.get(`${path}?pageSize=51`)).status).toBe(400);
  });
});

describe('lists that were whole', () => {
  it(`a test's results: ${RESULTS_PAGE_SIZE} runs a page, newest first, with the total`, async () => {
    const { client, id } = await signedInUser(t);
    const test = await makeTest(
      client,
      (await makeSuite(client, { testing_user_id: (await makeTestingUser(client)).id })).id,
    );
    const base = Date.now() - 3600_000;
    await t.deps.database.db.insert(testRuns).values(
      Array.from({ length: RESULTS_PAGE_SIZE + 5 }, (_, i) => ({
        testId: test.id,
        createdBy: id,
        browser: 'chrome',
        status: 'PASSED',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await client.get(`/api/tests/${test.id}/results`);
    expect(first.status).toBe(200);
    expect(first.body.runs).toHaveLength(RESULTS_PAGE_SIZE);
    expect(first.body.total).toBe(RESULTS_PAGE_SIZE + 5);
    expect(Date.parse(first.body.runs[0].created_at)).toBe(base + (RESULTS_PAGE_SIZE + 4) * 1000);
    const second = await client.get(`/api/tests/${test.id}/results?page=2`);
    expect(second.body.runs).toHaveLength(5);
    expect((await client.get(`/api/tests/${test.id}/results?pageSize=${A_MILLION}`)).status).toBe(
      400,
    );
  });

  it(`the suite and testing-user pickers: at most ${PICKER_LIMIT}, by name`, async () => {
    const { client, id } = await signedInUser(t);
    const { db } = t.deps.database;
    const names = Array.from(
      { length: PICKER_LIMIT + 1 },
      (_, i) => `n${String(i).padStart(4, '0')}`,
    );
    await db.insert(testSuites).values(names.map((name) => ({ name, createdBy: id })));
    await db
      .insert(testingUsers)
      .values(names.map((name) => ({ name, authType: 'cookie', createdBy: id })));

    const suites = await client.get(`/api/test-suites/options?pageSize=${A_MILLION}`);
    expect(suites.body.items).toHaveLength(PICKER_LIMIT);
    const users = await client.get(`/api/testing-users/active?pageSize=${A_MILLION}`);
    expect(users.body.items).toHaveLength(PICKER_LIMIT);
    expect(users.body.items[0].name).toBe('n0000');
  });
});
