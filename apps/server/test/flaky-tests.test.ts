import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testRuns, tests } from '../src/db/schema.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

// Issue 28: a test whose verdict keeps changing, with no change to the test, is marked flaky in
// the tests list and on its page.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A suite with a testing user, whose tests were last edited an hour ago. */
async function suiteOf(client: Parameters<typeof makeSuite>[0]) {
  const ada = await makeTestingUser(client);
  return makeSuite(client, { testing_user_id: ada.id });
}

const editedAnHourAgo = (testId: string) =>
  t.deps.database.db
    .update(tests)
    .set({ updatedAt: new Date(Date.now() - 3_600_000) })
    .where(eq(tests.id, testId));

/** Finished runs of the test, oldest first, a second apart, ending a minute ago. */
async function finishedRuns(userId: string, testId: string, statuses: string[]) {
  const start = Date.now() - 60_000 - statuses.length * 1_000;
  await t.deps.database.db.insert(testRuns).values(
    statuses.map((status, i) => ({
      testId,
      createdBy: userId,
      browser: 'chromium',
      startingUrl: 'https://shop.example.com',
      status,
      createdAt: new Date(start + i * 1_000),
      finishedAt: new Date(start + i * 1_000 + 500),
    })),
  );
}

describe('flaky tests', () => {
  it('marks a test whose verdict changed 3 times in its latest runs, in the list and on its page', async () => {
    const { client, id: userId } = await signedInUser(t);
    const suite = await suiteOf(client);
    const flaky = await makeTest(client, suite.id, { name: 'Flaky checkout' });
    const steady = await makeTest(client, suite.id, { name: 'Broken refund' });
    await editedAnHourAgo(flaky.id);
    await editedAnHourAgo(steady.id);
    await finishedRuns(userId, flaky.id, ['PASSED', 'FAILED', 'ERROR', 'PASSED', 'FAILED']);
    await finishedRuns(userId, steady.id, ['PASSED', 'PASSED', 'FAILED', 'FAILED']);

    const list = await client.get(`/api/tests?suiteId=${suite.id}`);
    const byName = new Map(
      (list.body.items as { name: string; flaky?: unknown }[]).map((i) => [i.name, i.flaky]),
    );
    // ERROR is no verdict on the app: PASSED, FAILED, PASSED, FAILED is three changes in four.
    expect(byName.get('Flaky checkout')).toEqual({ changes: 3, runs: 4 });
    expect(byName.get('Broken refund')).toBeUndefined();
    expect((await client.get(`/api/tests/${flaky.id}`)).body.flaky).toEqual({
      changes: 3,
      runs: 4,
    });
  });

  it('forgets the runs from before the test was edited', async () => {
    const { client, id: userId } = await signedInUser(t);
    const suite = await suiteOf(client);
    const test = await makeTest(client, suite.id);
    await editedAnHourAgo(test.id);
    await finishedRuns(userId, test.id, ['PASSED', 'FAILED', 'PASSED', 'FAILED']);
    expect((await client.get(`/api/tests/${test.id}`)).body.flaky).toEqual({
      changes: 3,
      runs: 4,
    });
    // Edited after those runs: a changed test, its old verdicts moot.
    const edited = await client.put(`/api/tests/${test.id}`, {
      name: test.name,
      test_objective: 'Pay with a saved card and see the receipt',
      test_suite_id: suite.id,
      testing_user_id: test.testing_user_id,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.flaky).toBeUndefined();
    expect((await client.get(`/api/tests/${test.id}`)).body.flaky).toBeUndefined();
  });
});
