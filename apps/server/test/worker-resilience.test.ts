import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTest } from '@scout/agent';
import type { FixtureServer } from '@scout/fixtures/serve';
import { testRunResults, testRuns, testingUsers, tests } from '../src/db/schema.js';
import type { RunContext } from '../src/worker/execute-run.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { passedReport } from './helpers/passed-report.js';
import type { TestApp } from './helpers/test-app.js';
import type { ApiClient } from './helpers/client.js';

// One worker whose agent call the test controls, on a database of its own: a browser that
// crashes, a lease that is lost mid-run, a testing user switched off after the test was written.

let app: AppWithWorker;
let t: TestApp;
let site: FixtureServer;
let hook: RunContext['runTest'] = (spec, options) => runTest(spec, options);

beforeAll(async () => {
  app = await startAppWithWorker({ leaseMs: 1_500, runTest: (spec, o) => hook(spec, o) });
  ({ t, site } = app);
}, 60_000);
afterAll(async () => app?.close());

async function createTest(client: ApiClient, testingUserId: string) {
  const suite = await client.post('/api/test-suites', {
    name: 'Todo',
    browser: 'chromium',
    starting_url: `${site.url}/todo/`,
    testing_user_id: testingUserId,
  });
  const test = await client.post('/api/tests', {
    name: 'Add a task',
    test_objective:
      'Type "Buy milk" into New task and press Enter, then check that the page shows "1 open task"',
    test_suite_id: suite.body.id,
    testing_user_id: testingUserId,
  });
  expect(test.status).toBe(201);
  return test.body.id as string;
}

async function setUp() {
  const { client } = await signedInUser(t);
  const user = await client.post('/api/testing-users', {
    name: 'Demo',
    auth_type: 'email_password',
    email: 'demo@fixture.test',
    password: 'demo-password',
  });
  return {
    client,
    testingUserId: user.body.id as string,
    testId: await createTest(client, user.body.id),
  };
}

async function runAndWait(client: ApiClient, testId: string) {
  const started = await client.post(`/api/tests/${testId}/runs`, {});
  expect(started.status).toBe(201);
  const [run] = await eventually(
    () => t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, started.body.id)),
    ([row]) => Boolean(row && !['QUEUED', 'RUNNING'].includes(row.status)),
    { what: 'the run to finish', timeoutMs: 45_000, intervalMs: 100 },
  );
  return run!;
}

/** Resolves when `signal` aborts; fails the test if it has not after `timeoutMs`. */
function aborted(signal: AbortSignal, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(() => reject(new Error('the run was not stopped')), timeoutMs);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

// Each test waits for up to two runs of 45 s each on a loaded machine: more than vitest's 30 s.
describe('a worker', () => {
  it('launches its browser again after it crashed, instead of failing every later run', async () => {
    const { client, testId } = await setUp();
    hook = async (spec, options) => {
      await options.browserSession!.browser.close();
      return runTest(spec, options);
    };
    expect((await runAndWait(client, testId)).status).toBe('ERROR');
    hook = (spec, options) => runTest(spec, options);
    expect((await runAndWait(client, testId)).status).toBe('PASSED');
  }, 120_000);

  it('stops a run whose lease it lost, and writes nothing over the new holder', async () => {
    const { client, testId } = await setUp();
    let stopped: Promise<void> | undefined;
    let handedBack: () => void;
    const isHandedBack = new Promise<void>((resolve) => (handedBack = resolve));
    hook = async (spec, options) => {
      // Another worker takes the run over (as the reaper would after this process stalled).
      await t.deps.database.db
        .update(testRuns)
        .set({ workerId: 'another-worker', leaseExpiresAt: new Date(Date.now() + 60_000) })
        .where(eq(testRuns.testId, testId));
      stopped = aborted(options.signal!, 30_000);
      await stopped.catch(() => undefined);
      handedBack();
      return runTest(spec, options);
    };
    const started = await client.post(`/api/tests/${testId}/runs`, {});
    expect(started.status).toBe(201);
    await isHandedBack;
    await expect(stopped).resolves.toBeUndefined();
    // The worker has one slot: once it has finished a second run, it is done with the first one
    // (and would have written its result by then, wrongly).
    hook = async () => passedReport();
    const next = await setUp();
    expect((await runAndWait(next.client, next.testId)).status).toBe('PASSED');
    const [run] = await t.deps.database.db
      .select()
      .from(testRuns)
      .where(eq(testRuns.id, started.body.id));
    expect(run).toMatchObject({ status: 'RUNNING', workerId: 'another-worker' });
    expect(
      await t.deps.database.db
        .select()
        .from(testRunResults)
        .where(eq(testRunResults.testRunId, run!.id)),
    ).toEqual([]);
    // End it by hand (its lease is another worker's) so the next test starts clean.
    await t.deps.database.db
      .update(testRuns)
      .set({ status: 'ERROR', workerId: null })
      .where(eq(testRuns.id, run!.id));
    hook = (spec, options) => runTest(spec, options);
  }, 120_000);

  it('ends a run ERROR, saying why, when its testing user was switched off', async () => {
    const { client, testId, testingUserId } = await setUp();
    await t.deps.database.db
      .update(testingUsers)
      .set({ isActive: false })
      .where(eq(testingUsers.id, testingUserId));
    const run = await runAndWait(client, testId);
    expect(run.status).toBe('ERROR');
    expect(run.error).toBe(
      'The testing user “Demo” is inactive: activate it or choose another one.',
    );
    const [test] = await t.deps.database.db.select().from(tests).where(eq(tests.id, testId));
    expect(test!.status).toBe('ERROR');
  });
});
