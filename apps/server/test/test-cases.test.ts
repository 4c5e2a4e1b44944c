import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_MESSAGES, TEST_CASE_MESSAGES } from '@scout/shared';
import { tests } from '../src/db/schema.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser, setPlan } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const setReplay = (id: string) =>
  t.deps.database.db
    .update(tests)
    .set({ replayActions: [{ action: 'click' }], replayKey: 'k1' })
    .where(eq(tests.id, id));
const replayOf = async (id: string) =>
  (
    await t.deps.database.db
      .select({ a: tests.replayActions, k: tests.replayKey })
      .from(tests)
      .where(eq(tests.id, id))
  )[0]!;

describe('tests', () => {
  it('answers the spec messages for name, objective, suite and testing user', async () => {
    const { client } = await signedInUser(t);
    const empty = await client.post('/api/tests', { name: ' ', test_objective: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      name: TEST_CASE_MESSAGES.nameRequired,
      test_objective: TEST_CASE_MESSAGES.objectiveRequired,
      test_suite_id: TEST_CASE_MESSAGES.suiteRequired,
    });
    const noUser = await makeSuite(client);
    const res = await client.post('/api/tests', {
      name: 'n',
      test_objective: 'o',
      test_suite_id: noUser.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ testing_user_id: TEST_CASE_MESSAGES.testingUserRequired });
  });

  it("takes the suite's testing user when none is chosen, and starts READY when it has all a run needs", async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const suite = await makeSuite(client, { testing_user_id: tu.id });
    const test = await makeTest(client, suite.id);
    expect(test).toMatchObject({
      status: 'READY',
      testing_user_id: tu.id,
      testing_user: { id: tu.id, name: 'Shopper' },
      test_suite: {
        id: suite.id,
        name: 'Checkout',
        browser: 'chrome',
        screen_resolution: '1024x768',
        starting_url: 'https://shop.example.com',
      },
      is_editable: true,
      is_deletable: true,
    });
  });

  it('stays DRAFT in a suite without a starting URL (the default suite)', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const defaultSuite = (await client.get('/api/test-suites')).body.items[0];
    expect(defaultSuite.starting_url).toBeNull();
    const test = await makeTest(client, defaultSuite.id, { testing_user_id: tu.id });
    expect(test.status).toBe('DRAFT');
    const dashboard = await client.get('/api/dashboard');
    expect(dashboard.body.activeTests).toBe(0);
  });

  it('edits re-derive the status and clear the replay cache when what the agent sees changes', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const other = await makeTestingUser(client, { name: 'Other', email: 'o@example.com' });
    const suite = await makeSuite(client, { testing_user_id: tu.id });
    const test = await makeTest(client, suite.id);
    const form = {
      name: test.name,
      test_objective: test.test_objective,
      description: null,
      testing_user_id: tu.id,
    };

    await setReplay(test.id);
    const renamed = await client.put(`/api/tests/${test.id}`, { ...form, name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', status: 'READY' });
    expect(await replayOf(test.id)).toEqual({ a: [{ action: 'click' }], k: 'k1' });

    for (const change of [
      { test_objective: 'Something else' },
      { description: 'more' },
      { testing_user_id: other.id },
    ]) {
      await setReplay(test.id);
      const res = await client.put(`/api/tests/${test.id}`, { ...form, ...change });
      expect(res.status).toBe(200);
      expect(await replayOf(test.id), JSON.stringify(change)).toEqual({ a: null, k: null });
    }
    await setReplay(test.id);
    await client.put(`/api/test-suites/${suite.id}`, {
      name: 'Checkout',
      starting_url: 'https://moved.example.com',
      testing_user_id: tu.id,
    });
    expect(await replayOf(test.id)).toEqual({ a: null, k: null });
    await setReplay(test.id);
    await client.put(`/api/test-suites/${suite.id}`, {
      name: 'Checkout',
      starting_url: 'https://moved.example.com',
      testing_user_id: other.id,
    });
    expect(await replayOf(test.id)).toEqual({ a: null, k: null });
    await setReplay(test.id);
    await client.put(`/api/testing-users/${other.id}`, {
      name: 'Other',
      email: 'o@example.com',
      password: 'changed',
    });
    expect(await replayOf(test.id)).toEqual({ a: null, k: null });

    const blank = await client.put(`/api/tests/${test.id}`, { ...form, test_objective: '' });
    expect(blank.body.fields).toEqual({ test_objective: TEST_CASE_MESSAGES.objectiveRequired });
  });

  it('refuses to edit or delete a test that is not editable or deletable, or is running', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const suite = await makeSuite(client, { testing_user_id: tu.id });
    const test = await makeTest(client, suite.id);
    const form = { name: 'x', test_objective: 'y' };
    await t.deps.database.db
      .update(tests)
      .set({ isEditable: false, isDeletable: false })
      .where(eq(tests.id, test.id));
    const edit = await client.put(`/api/tests/${test.id}`, form);
    expect([edit.status, edit.body.message]).toEqual([403, TEST_CASE_MESSAGES.cannotEdit]);
    const del = await client.delete(`/api/tests/${test.id}`);
    expect([del.status, del.body.message]).toEqual([403, TEST_CASE_MESSAGES.cannotDelete]);

    await t.deps.database.db
      .update(tests)
      .set({ isEditable: true, isDeletable: true, status: 'RUNNING' })
      .where(eq(tests.id, test.id));
    expect((await client.put(`/api/tests/${test.id}`, form)).status).toBe(409);
    await t.deps.database.db.update(tests).set({ status: 'PASSED' }).where(eq(tests.id, test.id));
    expect((await client.put(`/api/tests/${test.id}`, form)).body.status).toBe('READY');
    expect((await client.delete(`/api/tests/${test.id}`)).status).toBe(200);
    const gone = await client.get(`/api/tests/${test.id}`);
    expect([gone.status, gone.body.message]).toEqual([404, TEST_CASE_MESSAGES.notFound]);
  });

  it('lists across suites and by suite, newest first, with suite name and testing user', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const a = await makeSuite(client, { name: 'A', testing_user_id: tu.id });
    const b = await makeSuite(client, { name: 'B', testing_user_id: tu.id });
    for (let i = 1; i <= 12; i++)
      await makeTest(client, i % 3 === 0 ? b.id : a.id, { name: `T${i}` });
    const all = await client.get('/api/tests?pageSize=10&page=2');
    expect(all.body).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(all.body.items.map((x: any) => x.name)).toEqual(['T2', 'T1']);
    expect(all.body.items[0]).toMatchObject({
      test_suite: { id: a.id, name: 'A', browser: 'chrome' },
      testing_user: { name: 'Shopper' },
    });
    const inB = await client.get(`/api/tests?suiteId=${b.id}`);
    expect(inB.body.total).toBe(4);
    expect(inB.body.items.map((x: any) => x.name)).toEqual(['T12', 'T9', 'T6', 'T3']);
    expect((await client.get('/api/tests?search=t1')).body.total).toBe(4);
    expect((await client.get('/api/tests?pageSize=5')).status).toBe(400);
    // By status, with the name too: every test is READY here, none FAILED.
    expect((await client.get('/api/tests?status=READY&search=t1')).body.total).toBe(4);
    expect((await client.get('/api/tests?status=FAILED')).body.total).toBe(0);
    const badStatus = await client.get('/api/tests?status=BROKEN');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('Choose one of the test statuses');

    await client.put(`/api/test-suites/${b.id}`, {
      name: 'B',
      starting_url: 'https://b.example.com',
      testing_user_id: tu.id,
    });
    expect(
      (await client.get(`/api/tests?suiteId=${b.id}`)).body.items.every(
        (x: any) => x.status === 'READY',
      ),
    ).toBe(true);
    expect((await client.delete(`/api/test-suites/${b.id}`)).status).toBe(200);
    expect((await client.get('/api/tests')).body.total).toBe(8);
  });

  it("refuses a second test of one name in a suite, in any case, with the name's message; other suites may use it", async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const a = await makeSuite(client, { name: 'A', testing_user_id: tu.id });
    const b = await makeSuite(client, { name: 'B', testing_user_id: tu.id });
    const first = await makeTest(client, a.id, { name: 'Pay by card' });
    const again = await client.post('/api/tests', {
      name: ' PAY BY CARD ',
      test_objective: 'o',
      test_suite_id: a.id,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: TEST_CASE_MESSAGES.nameTaken,
      fields: { name: TEST_CASE_MESSAGES.nameTaken },
    });
    expect(TEST_CASE_MESSAGES.nameTaken).toBe(
      'A test with this name already exists in this test suite. Please choose another name.',
    );
    expect((await makeTest(client, b.id, { name: 'Pay by card' })).name).toBe('Pay by card');
    // Renaming onto another test's name is refused too; keeping one's own name is not.
    const second = await makeTest(client, a.id, { name: 'Pay by invoice' });
    const rename = await client.put(`/api/tests/${second.id}`, {
      name: 'pay by card',
      test_objective: 'o',
    });
    expect([rename.status, rename.body.fields]).toEqual([
      409,
      { name: TEST_CASE_MESSAGES.nameTaken },
    ]);
    const keep = await client.put(`/api/tests/${first.id}`, {
      name: 'Pay by card',
      test_objective: 'o2',
    });
    expect(keep.status).toBe(200);
  });

  it('keeps test names apart under concurrent creates: the unique index answers the same message', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const suite = await makeSuite(client, { testing_user_id: tu.id });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post('/api/tests', { name: 'Twin', test_objective: 'o', test_suite_id: suite.id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.fields).toEqual({ name: TEST_CASE_MESSAGES.nameTaken });
    // Renames skip the plan's lock: two at once onto one free name meet at the index.
    const x = await makeTest(client, suite.id, { name: 'X' });
    const y = await makeTest(client, suite.id, { name: 'Y' });
    const renames = await Promise.all(
      [x, y].map((test) =>
        client.put(`/api/tests/${test.id}`, { name: 'Same', test_objective: 'o' }),
      ),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(renames.find((r) => r.status === 409)!.body.message).toBe(TEST_CASE_MESSAGES.nameTaken);
  });

  it("moves a test to another of the owner's suites: its status follows the new suite's starting URL", async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const suites = (await client.get('/api/test-suites')).body.items;
    const defaultSuite = suites.find((s: any) => s.name === 'Default Suite');
    const test = await makeTest(client, defaultSuite.id, {
      name: 'Log in',
      testing_user_id: tu.id,
    });
    expect(test.status).toBe('DRAFT');
    await setReplay(test.id);
    const shop = await makeSuite(client, { name: 'Shop', testing_user_id: tu.id });
    const moved = await client.put(`/api/tests/${test.id}`, {
      name: 'Log in',
      test_objective: test.test_objective,
      testing_user_id: tu.id,
      test_suite_id: shop.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      test_suite_id: shop.id,
      status: 'READY',
      test_suite: { id: shop.id, name: 'Shop', starting_url: 'https://shop.example.com' },
    });
    // Another suite starts elsewhere: the recorded actions are not replayed there.
    expect(await replayOf(test.id)).toEqual({ a: null, k: null });
    expect((await client.get(`/api/tests?suiteId=${defaultSuite.id}`)).body.total).toBe(0);
    expect((await client.get(`/api/tests?suiteId=${shop.id}`)).body.total).toBe(1);

    // Not into a suite where the name is taken, nor into another account's suite.
    await makeTest(client, defaultSuite.id, { name: 'log in', testing_user_id: tu.id });
    const clash = await client.put(`/api/tests/${test.id}`, {
      name: 'Log in',
      test_objective: 'o',
      testing_user_id: tu.id,
      test_suite_id: defaultSuite.id,
    });
    expect([clash.status, clash.body.message]).toEqual([409, TEST_CASE_MESSAGES.nameTaken]);
    const other = await signedInUser(t);
    const theirs = await makeSuite(other.client);
    const foreign = await client.put(`/api/tests/${test.id}`, {
      name: 'Log in',
      test_objective: 'o',
      test_suite_id: theirs.id,
    });
    expect([foreign.status, foreign.body.message]).toEqual([404, SUITE_MESSAGES.notFound]);
    expect((await client.get(`/api/tests/${test.id}`)).body.test_suite_id).toBe(shop.id);
  });

  it("moves a test only into a suite below the plan's tests-per-suite limit", async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(t, id, 'free');
    const tu = await makeTestingUser(client);
    const full = await makeSuite(client, { name: 'Full', testing_user_id: tu.id });
    const limit = (await client.get(`/api/test-suites/${full.id}/usage`)).body.limit as number;
    for (let i = 0; i < limit; i++) await makeTest(client, full.id, { name: `t${i}` });
    const other = await makeSuite(client, { name: 'Other', testing_user_id: tu.id });
    const test = await makeTest(client, other.id, { name: 'Mover' });
    const res = await client.put(`/api/tests/${test.id}`, {
      name: 'Mover',
      test_objective: 'o',
      test_suite_id: full.id,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { limitType: 'testsPerSuite' },
    });
    expect((await client.get(`/api/tests/${test.id}`)).body.test_suite_id).toBe(other.id);
  });
});
