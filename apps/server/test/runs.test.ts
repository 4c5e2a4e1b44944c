import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@scout/shared';
import type { FixtureServer } from '@scout/fixtures/serve';
import { profiles, subscriptionPlans, testRuns, tests } from '../src/db/schema.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';
import type { ApiClient } from './helpers/client.js';

let app: AppWithWorker;
let t: TestApp;
let site: FixtureServer;
beforeAll(async () => {
  app = await startAppWithWorker();
  ({ t, site } = app);
}, 60_000);
afterAll(async () => app?.close());

async function createTestingUser(client: ApiClient) {
  const user = await client.post('/api/testing-users', {
    name: 'Demo user',
    auth_type: 'email_password',
    email: 'demo@fixture.test',
    password: 'demo-password',
  });
  expect(user.status).toBe(201);
  return user.body.id as string;
}

async function createTest(client: ApiClient, description: string, path = '/todo/') {
  const testingUserId = await createTestingUser(client);
  const suite = await client.post('/api/test-suites', {
    name: 'Todo app',
    browser: 'chromium',
    starting_url: `${site.url}${path}`,
    testing_user_id: testingUserId,
  });
  expect(suite.status).toBe(201);
  const test = await client.post('/api/tests', {
    name: 'Add tasks',
    test_objective: 'A user can add tasks and sees how many are left',
    description,
    test_suite_id: suite.body.id,
  });
  expect(test.status).toBe(201);
  return test.body.id as string;
}

const isFinal = (status: string) => !['QUEUED', 'RUNNING'].includes(status);

/** The test's runs once there are `count` of them and all have finished. */
async function waitForRuns(testId: string, count = 1) {
  return eventually(
    () => t.deps.database.db.select().from(testRuns).where(eq(testRuns.testId, testId)),
    (runs) => runs.length === count && runs.every((r) => isFinal(r.status)),
    { what: `${count} finished run(s)`, timeoutMs: 80_000, intervalMs: 100 },
  );
}

async function waitForFinalStatus(testId: string) {
  const [run] = await waitForRuns(testId);
  return run!;
}

const ADD_TWO = `1. Type "Buy milk" into the "New task" field
2. Click Add
3. Type "Walk the dog" into New task
4. Press Enter
5. Check that the page shows "2 open tasks"`;

// Each run executes in a process of its own with a browser of its own (docs/security.md): seconds
// more than a shared browser on a busy 2-core machine.
describe('runs end to end through the queue', () => {
  it('queues, runs in a real browser, stores steps and screenshots, and streams live events', async () => {
    const { client, id: userId } = await signedInUser(t);
    const testId = await createTest(client, ADD_TWO);
    const events: LiveEvent[] = [];
    const unsubscribe = await t.deps.bus.subscribe(userId, (e) => events.push(e));

    const queued = await client.post(`/api/tests/${testId}/runs`, {});
    expect(queued.status).toBe(201);
    expect(queued.body.status).toBe('QUEUED');
    const again = await client.post(`/api/tests/${testId}/runs`, {});
    expect(again.status).toBe(409);

    const run = await waitForFinalStatus(testId);
    expect(run.status).toBe('PASSED');
    const [test] = await t.deps.database.db.select().from(tests).where(eq(tests.id, testId));
    expect(test!.status).toBe('PASSED');
    expect(Array.isArray(test!.replayActions)).toBe(true);

    const results = await client.get(`/api/tests/${testId}/results`);
    expect(results.status).toBe(200);
    const [result] = results.body.results;
    expect(result.status).toBe('PASSED');
    expect(result.steps.length).toBeGreaterThanOrEqual(5);
    expect(result.steps.every((s: { origin: string }) => s.origin === 'planned')).toBe(true);
    expect(result.screenshots.length).toBeGreaterThan(0);

    const image = await t.app.request(`http://scout.test${result.screenshots[0].url}`, {
      headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const stranger = await signedInUser(t);
    expect((await stranger.client.get(result.screenshots[0].url)).status).toBe(404);
    expect((await stranger.client.get(`/api/tests/${testId}/results`)).status).toBe(404);
    expect((await stranger.client.post(`/api/tests/${testId}/runs`, {})).status).toBe(404);
    const tampered = result.screenshots[0].url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await client.get(tampered)).status).toBe(404);

    const runStatuses = () => events.flatMap((e) => (e.type === 'run' ? [e.status] : []));
    // The final status is sent with the commit that stored it; it reaches the listener just after.
    await eventually(runStatuses, (statuses) => statuses.includes('PASSED'), {
      what: 'the PASSED event',
    });
    unsubscribe();
    expect(runStatuses()).toEqual(['QUEUED', 'RUNNING', 'PASSED']);
    expect(events.filter((e) => e.type === 'step').length).toBe(result.steps.length);

    // The second run replays the stored actions with no planning.
    expect((await client.post(`/api/tests/${testId}/runs`, {})).status).toBe(201);
    await waitForRuns(testId, 2);
    const replayed = (await client.get(`/api/tests/${testId}/results`)).body.results[0];
    expect(replayed.status).toBe('PASSED');
    expect(replayed.steps.every((s: { origin: string }) => s.origin === 'replayed')).toBe(true);
  }, 90_000);

  it('reports a planted bug as FAILED, naming the failing step', async () => {
    const { client } = await signedInUser(t);
    const testId = await createTest(
      client,
      `${ADD_TWO}\n6. Tick "Buy milk"\n7. Check that the page shows "1 open task"`,
      '/todo/?bug=counter',
    );
    await client.post(`/api/tests/${testId}/runs`, {});
    const run = await waitForFinalStatus(testId);
    expect(run.status).toBe('FAILED');
    const [result] = (await client.get(`/api/tests/${testId}/results`)).body.results;
    expect(result.summary).toMatch(/step 7/i);
    expect(result.summary).toMatch(/1 open task/);
  }, 90_000);

  it('enforces the daily run limit of the plan on the server', async () => {
    const { client, id } = await signedInUser(t);
    const testId = await createTest(client, ADD_TWO);
    const { db } = t.deps.database;
    const [free] = await db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, 'free'));
    await db.update(profiles).set({ subscriptionPlanId: free!.id }).where(eq(profiles.id, id));
    const limit = free!.testRunsPerDayLimit!;
    // Earlier runs today, already finished.
    await db.insert(testRuns).values(
      Array.from({ length: limit }, () => ({
        testId,
        createdBy: id,
        browser: 'chromium',
        status: 'PASSED',
      })),
    );
    const res = await client.post(`/api/tests/${testId}/runs`, {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { limitType: 'testRuns', usage: limit, limit },
    });
    // Yesterday's runs do not count.
    await db
      .update(testRuns)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(testRuns.testId, testId));
    expect((await client.post(`/api/tests/${testId}/runs`, {})).status).toBe(201);
    // Let it finish, so the next test's runs do not wait behind it.
    await waitForRuns(testId, limit + 1);
  }, 90_000);

  it("refuses to run without an objective or a starting URL, with the spec's messages", async () => {
    const { client } = await signedInUser(t);
    const suites = await client.get('/api/test-suites');
    const defaultSuite = suites.body.items.find((s: { is_editable: boolean }) => !s.is_editable);
    const test = await client.post('/api/tests', {
      name: 'No URL',
      test_objective: 'Check the home page',
      test_suite_id: defaultSuite.id,
      testing_user_id: await createTestingUser(client),
    });
    expect(test.status).toBe(201);
    const res = await client.post(`/api/tests/${test.body.id}/runs`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Starting URL is required to run a test');
  });
});
