import type { V1Run } from '@scout/shared';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '@scout/fixtures/serve';
import { suiteRuns, testRuns } from '../src/db/schema.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { keyClient, type KeyClient } from './helpers/key-client.js';
import type { TestApp } from './helpers/test-app.js';
import type { ApiClient } from './helpers/client.js';
import {
  makeSuite as makeSuiteOnly,
  makeTest,
  makeTestingUser,
  setPlan,
} from './helpers/workspace.js';

/** A suite with a testing user of its own (a test needs one to be created). */
async function makeSuite(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const user = await makeTestingUser(client, {
    email: 'demo@fixture.test',
    password: 'demo-password',
  });
  return makeSuiteOnly(client, { testing_user_id: user.id, ...overrides });
}

let app: AppWithWorker;
let t: TestApp;
let site: FixtureServer;
beforeAll(async () => {
  app = await startAppWithWorker();
  ({ t, site } = app);
}, 60_000);
afterAll(async () => app?.close());

const ADD_TWO = `1. Type "Buy milk" into the "New task" field
2. Click Add
3. Type "Walk the dog" into New task
4. Press Enter
5. Check that the page shows "2 open tasks"`;

async function keyOf(client: ApiClient) {
  const created = await client.post('/api/api-keys', { name: 'CI' });
  expect(created.status).toBe(201);
  return created.body.key as string;
}

/** A suite on the todo fixture with a passing test and one that meets the planted bug. */
async function todoSuite(client: ApiClient) {
  const suite = await makeSuite(client, {
    name: 'Todo app',
    browser: 'chromium',
    starting_url: `${site.url}/todo/`,
  });
  const passing = await makeTest(client, suite.id, {
    name: 'Adds two tasks',
    test_objective: 'A user can add tasks and sees how many are left',
    description: ADD_TWO,
  });
  const planted = await makeTest(client, suite.id, {
    name: 'Counts what is left (planted bug)',
    test_objective: 'Ticking off a task lowers the count of tasks left',
    description: `0. Go to ${site.url}/todo/?bug=counter\n${ADD_TWO}\n6. Tick "Buy milk"\n7. Check that the page shows "1 open task"`,
  });
  return { suite, passing, planted };
}

const isFinal = (status: string) => !['QUEUED', 'RUNNING'].includes(status);

async function waitForSuiteRun(api: KeyClient, id: string) {
  return eventually(
    async () => (await api.get(`/api/v1/suite-runs/${id}`)).body,
    (body) => isFinal(body.status),
    { what: 'the suite run to finish', timeoutMs: 150_000, intervalMs: 250 },
  );
}

describe('the OpenAPI document', () => {
  it('is served at /api/v1/openapi.json and validates as OpenAPI 3.1', async () => {
    const res = await keyClient(t, null).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers).toEqual([{ url: 'http://scout.test/api/v1' }]);
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a reference page listing every operation, with no script (the CSP holds)', async () => {
    const doc = (await keyClient(t, null).get('/api/v1/openapi.json')).body;
    const res = await keyClient(t, null).get('/api/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = res.body as string;
    expect(html).not.toMatch(/<script/i);
    for (const [path, item] of Object.entries<Record<string, { operationId: string }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(html).toContain(`id="${op.operationId}"`);
        expect(html).toContain(`${method.toUpperCase()}</span> <code>/api/v1${path}</code>`);
      }
    }
    for (const name of ['Run', 'SuiteRun', 'Error']) expect(html).toContain(`id="schema-${name}"`);
  });
});

describe('/api/v1 answers every documented operation as documented', () => {
  it('each operation: its success status and schema, 401 without a key, 404 for another user’s id', async () => {
    const doc = (await keyClient(t, null).get('/api/v1/openapi.json')).body;
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const schemaOf = (op: any, status: string) => {
      const schema = JSON.parse(
        JSON.stringify(op.responses[status].content['application/json'].schema).replaceAll(
          '"#/components/',
          '"doc#/components/',
        ),
      );
      return ajv.compile(schema);
    };
    const expectDocumented = (
      op: any,
      res: { status: number; body: unknown; headers: Headers },
      status: number,
    ) => {
      expect(res.status, `${op.operationId}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(Object.keys(op.responses), op.operationId).toContain(String(status));
      if (op.responses[String(status)].content['text/plain']) {
        expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(typeof res.body).toBe('string');
        return;
      }
      const validate = schemaOf(op, String(status));
      expect(
        validate(res.body),
        `${op.operationId} ${status}: ${JSON.stringify(validate.errors)}`,
      ).toBe(true);
    };

    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const api = keyClient(t, await keyOf(owner.client));
    const otherApi = keyClient(t, await keyOf(other.client));
    const { suite, passing, planted } = await todoSuite(owner.client);

    // Requests in an order that leaves each one something to act on.
    const started = await api.post(`/api/v1/tests/${passing.id}/runs`);
    const ids: Record<string, () => Promise<{ id?: string; query?: string; body?: unknown }>> = {
      listTestSuites: async () => ({}),
      listTests: async () => ({ query: `?test_suite_id=${suite.id}` }),
      startTestRun: async () => ({ id: planted.id }),
      getRun: async () => ({ id: started.body.id }),
      cancelRun: async () => ({ id: started.body.id }),
      startSuiteRun: async () => {
        // Its tests must not be queued or running: wait for the single runs to end.
        await api.post(`/api/v1/runs/${started.body.id}/cancel`);
        await eventually(
          () => t.deps.database.db.select().from(testRuns).where(eq(testRuns.createdBy, owner.id)),
          (runs) => runs.every((r) => isFinal(r.status)),
          { what: 'the single runs to end', timeoutMs: 90_000, intervalMs: 200 },
        );
        return { id: suite.id };
      },
      getSuiteRun: async () => {
        const [row] = await t.deps.database.db
          .select()
          .from(suiteRuns)
          .where(eq(suiteRuns.createdBy, owner.id));
        return { id: row!.id };
      },
      exportRun: async () => {
        const finished = await waitForSuiteRun(api, (await ids.getSuiteRun!()).id!);
        return { id: finished.runs.find((r: V1Run) => r.status === 'PASSED')!.id };
      },
      // A dry run: the suite's tests stay the two above (tests/import.test.ts creates some).
      importTests: async () => ({
        id: suite.id,
        body: {
          file_name: 'todo.feature',
          content: 'Feature: Todo\n  Scenario: Add\n    When I type "Milk" into "New task"\n',
          dry_run: true,
        },
      }),
      // Last: a third test in the suite would change the suite run above.
      createTest: async () => ({
        body: {
          test_suite_id: suite.id,
          name: 'Shows the task list',
          test_objective: 'The page lists the open tasks',
        },
      }),
    };
    const operations = Object.entries<Record<string, any>>(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
    const order = Object.keys(ids);
    expect(operations.map((o) => o.op.operationId).sort()).toEqual([...order].sort());
    operations.sort((a, b) => order.indexOf(a.op.operationId) - order.indexOf(b.op.operationId));

    for (const { path, method, op } of operations) {
      const { id, query = '', body } = await ids[op.operationId]!();
      const url = `/api/v1${path.replace('{id}', id ?? '')}${query}`;
      const call = (client: KeyClient) =>
        method === 'get' ? client.get(url) : client.post(url, body);
      expectDocumented(op, await call(keyClient(t, null)), 401);
      if (id) expectDocumented(op, await call(otherApi), 404);
      const success = Object.keys(op.responses).find((s) => s.startsWith('2'))!;
      const res = await call(api);
      expectDocumented(op, res, Number(success));
      if (op.operationId === 'cancelRun') {
        expect(res.body.status).toBe('CANCELLED');
        // A finished run cannot be cancelled again.
        expectDocumented(op, await call(api), 409);
      }
      if (op.operationId === 'exportRun') {
        expect(res.headers.get('content-disposition')).toBe(
          'attachment; filename="adds-two-tasks.spec.ts"',
        );
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(res.body).toContain("import { test, expect } from '@playwright/test';");
        // The planted-bug test's run failed: nothing to export.
        const failed = (await waitForSuiteRun(api, (await ids.getSuiteRun!()).id!)).runs.find(
          (r: V1Run) => r.status === 'FAILED',
        );
        expectDocumented(op, await api.get(`/api/v1/runs/${failed.id}/export`), 409);
      }
    }
  }, 300_000);
});

describe('suite runs', () => {
  it('run every test of a suite: one passing and one planted bug end FAILED with counts', async () => {
    const { client } = await signedInUser(t);
    const api = keyClient(t, await keyOf(client));
    const { suite, passing, planted } = await todoSuite(client);
    const started = await api.post(`/api/v1/test-suites/${suite.id}/runs`);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ test_suite_id: suite.id, counts: { total: 2 } });
    // The worker may already have claimed the first run by the time the answer is read.
    expect(['QUEUED', 'RUNNING']).toContain(started.body.status);
    expect(started.body.counts.queued + started.body.counts.running).toBe(2);
    expect(started.body.runs.map((r: { test_id: string }) => r.test_id)).toEqual([
      passing.id,
      planted.id,
    ]);

    const done = await waitForSuiteRun(api, started.body.id);
    expect(done.status, JSON.stringify(done, null, 2)).toBe('FAILED');
    expect(done.counts).toEqual({
      total: 2,
      passed: 1,
      failed: 1,
      error: 0,
      cancelled: 0,
      queued: 0,
      running: 0,
    });
    expect(done.finished_at).not.toBeNull();
    const [good, bad] = done.runs;
    expect(good).toMatchObject({ test_name: 'Adds two tasks', status: 'PASSED' });
    expect(bad).toMatchObject({ test_name: 'Counts what is left (planted bug)', status: 'FAILED' });
    expect(bad.result.summary).toMatch(/1 open task/);
    const failedStep = bad.result.steps.find((s: { status: string }) => s.status === 'failed');
    expect(failedStep.error).toBeTruthy();
    expect(bad.result_url).toBe(`http://scout.test/app/tests/${planted.id}/results?run=${bad.id}`);
    // Screenshot URLs are absolute and open with the same key (and only with it).
    const shot = good.result.steps.find((s: { screenshot_url: string | null }) => s.screenshot_url);
    expect(shot.screenshot_url).toMatch(/^http:\/\/scout\.test\/api\/v1\/files\/runs\//);
    const path = shot.screenshot_url.replace('http://scout.test', '');
    const image = await api.get(path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await keyClient(t, null).get(path)).status).toBe(401);
    // The web app reads the same suite run through the session.
    const viaSession = await client.get(`/api/suite-runs/${started.body.id}`);
    // (Each answer signs its screenshot URLs for an hour from its own second.)
    const unsigned = (body: unknown) =>
      JSON.stringify(body).replace(/expires=\d+&sig=[\w-]+/g, 'expires=…&sig=…');
    expect(unsigned(viaSession.body)).toBe(unsigned(done));
  }, 200_000);

  it("refuse the whole suite run when the plan's daily runs would be exceeded, queueing none", async () => {
    const { client, id: userId } = await signedInUser(t);
    const plan = await setPlan(t, userId, 'free');
    const api = keyClient(t, await keyOf(client));
    const { suite, passing } = await todoSuite(client);
    // One run short of the limit: one more test run fits, two do not.
    const used = plan.testRunsPerDayLimit! - 1;
    await t.deps.database.db.insert(testRuns).values(
      Array.from({ length: used }, () => ({
        testId: passing.id,
        createdBy: userId,
        status: 'PASSED',
        browser: 'chromium',
      })),
    );
    const refused = await api.post(`/api/v1/test-suites/${suite.id}/runs`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'You have reached the daily test run limit of your plan.',
      code: 'LIMIT_REACHED',
    });
    const runs = await t.deps.database.db
      .select()
      .from(testRuns)
      .where(eq(testRuns.createdBy, userId));
    expect(runs).toHaveLength(used);
    expect(
      await t.deps.database.db.select().from(suiteRuns).where(eq(suiteRuns.createdBy, userId)),
    ).toEqual([]);
  });

  it('an empty suite cannot be run', async () => {
    const { client } = await signedInUser(t);
    const api = keyClient(t, await keyOf(client));
    const suite = await makeSuite(client, { starting_url: `${site.url}/todo/` });
    const res = await api.post(`/api/v1/test-suites/${suite.id}/runs`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This suite has no tests to run');
  });
});

describe('cancelling a run', () => {
  it('stops a running run: it stays CANCELLED, its test is READY, and the worker takes the next run', async () => {
    const { client } = await signedInUser(t);
    const api = keyClient(t, await keyOf(client));
    const suite = await makeSuite(client, {
      browser: 'chromium',
      starting_url: `${site.url}/widgets/delayed/?bug=slow`,
    });
    const slow = await makeTest(client, suite.id, {
      name: 'Orders load',
      test_objective: 'The orders list loads',
      description: '1. Check that the page shows "Order #1001"',
    });
    const started = await api.post(`/api/v1/tests/${slow.id}/runs`);
    expect(started.status).toBe(201);
    await eventually(
      async () => (await api.get(`/api/v1/runs/${started.body.id}`)).body,
      (run) => run.status === 'RUNNING',
      { what: 'the run to start', timeoutMs: 60_000, intervalMs: 100 },
    );
    const cancelled = await api.post(`/api/v1/runs/${started.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', result: null });
    expect(cancelled.body.finished_at).not.toBeNull();
    expect((await client.get(`/api/tests/${slow.id}`)).body.status).toBe('READY');

    // The worker is free again at once: a run queued now starts well before the slow page would.
    const quick = await makeTest(
      client,
      (
        await makeSuite(client, {
          browser: 'chromium',
          starting_url: `${site.url}/todo/`,
        })
      ).id,
      { description: ADD_TWO },
    );
    const next = await api.post(`/api/v1/tests/${quick.id}/runs`);
    await eventually(
      async () => (await api.get(`/api/v1/runs/${next.body.id}`)).body,
      (run) => run.status !== 'QUEUED',
      { what: 'the worker to take the next run', timeoutMs: 60_000, intervalMs: 100 },
    );
    // Its steps, on CI's loaded 2-core machine (three lanes of tests), once took more than a
    // minute after the worker took it (RUNNING 6 s after it was queued, still RUNNING 54 s later).
    const finished = await eventually(
      async () => (await api.get(`/api/v1/runs/${next.body.id}`)).body,
      (run) => isFinal(run.status),
      { what: 'the next run to finish', timeoutMs: 150_000, intervalMs: 200 },
    );
    expect(finished.status).toBe('PASSED');
    // The cancelled run was never finished over.
    const again = await api.get(`/api/v1/runs/${started.body.id}`);
    expect(again.body).toMatchObject({ status: 'CANCELLED', result: null });
  }, 300_000);
});
