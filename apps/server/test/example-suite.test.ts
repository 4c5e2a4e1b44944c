import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRunResults, testRuns } from '../src/db/schema.js';
import { DEMO_ACCOUNT } from '../src/demo/demo-path.js';
import { EXAMPLE_TESTS } from '../src/demo/example-suite.js';
import { seedExampleSuite } from '../src/services/account/seed-example-suite.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { apiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { createBetaApplication, signedInUser, uniqueEmail } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';
import { freePort } from './helpers/free-port.js';

// A new account's example suite: seeded when the email is confirmed, pointing at the demo app
// Scout serves, and its three tests give PASSED, FAILED at the planted bug and PASSED with the
// testing user signing in, on real runs in Chromium against the demo served on a real port.

let app: AppWithWorker;
let t: TestApp;
let server: ServerType;
let scoutUrl: string;

beforeAll(async () => {
  // The app is told the port it is served on, as in production: the network policy then keeps
  // runs off Scout's own port except for the demo's GETs, and a run that asks for anything else
  // of Scout's (the browser's own /favicon.ico included) ends ERROR here as it would there.
  const port = await freePort();
  app = await startAppWithWorker({}, { PORT: String(port) });
  t = app.t;
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port });
  await new Promise((resolve) => server.once('listening', resolve));
  scoutUrl = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await app?.close();
});

const byName = (items: { id: string; name: string }[], name: string) =>
  items.find((i) => i.name === name)!;

describe('the example suite', () => {
  it('is given to an account when its email is confirmed, once, with its testing user and three ready tests', async () => {
    const email = uniqueEmail('first-hour');
    const accessCode = await createBetaApplication(t, { email });
    const client = apiClient(t);
    expect(
      (
        await client.post('/api/account/sign-up', {
          email,
          password: 'scout-secret-2026',
          accessCode,
        })
      ).status,
    ).toBe(201);
    const link = new URL(t.mailer.lastTo(email)!.link!);
    const confirm = {
      token: link.searchParams.get('token')!,
      type: link.searchParams.get('type')!,
    };
    expect((await client.post('/api/account/confirm', confirm)).status).toBe(200);
    // A second click on the link changes nothing.
    await client.post('/api/account/confirm', confirm);

    const suites = (await client.get('/api/test-suites')).body.items;
    expect(suites.map((s: { name: string }) => s.name).sort()).toEqual([
      'Default Suite',
      'Example: Tidy demo app',
    ]);
    const example = byName(suites, 'Example: Tidy demo app') as Record<string, any>;
    expect(example.starting_url).toBe('http://scout.test/demo/');
    expect(example.is_editable && example.is_deletable).toBe(true);
    expect(example.testing_user).toMatchObject({ name: DEMO_ACCOUNT.name, is_active: true });

    const users = (await client.get('/api/testing-users')).body.items;
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: DEMO_ACCOUNT.email, has_password: true });
    expect(JSON.stringify(users)).not.toContain(DEMO_ACCOUNT.password);

    const tests = (await client.get(`/api/tests?test_suite_id=${example.id}`)).body.items;
    expect(tests.map((x: { name: string }) => x.name)).toEqual(EXAMPLE_TESTS.map((x) => x.name));
    expect(tests.map((x: { status: string }) => x.status)).toEqual(['READY', 'READY', 'READY']);
  });

  it('runs on the demo app: PASSED, FAILED at the planted bug, PASSED with the testing user', async () => {
    const { client, id } = await signedInUser(t);
    const { suiteId } = await seedExampleSuite(t.deps, id, scoutUrl);
    const tests = (await client.get(`/api/tests?test_suite_id=${suiteId}`)).body.items;
    const results = [];
    for (const example of EXAMPLE_TESTS) {
      const testId = byName(tests, example.name).id as string;
      const started = await client.post(`/api/tests/${testId}/runs`, { tzOffset: 0 });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const [run] = await eventually(
        () => t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, started.body.id)),
        ([row]) => Boolean(row && !['QUEUED', 'RUNNING'].includes(row.status)),
        { what: `the run of "${example.name}" to finish`, timeoutMs: 60_000, intervalMs: 200 },
      );
      const [result] = await t.deps.database.db
        .select()
        .from(testRunResults)
        .where(eq(testRunResults.testRunId, run!.id));
      results.push({ status: run!.status, summary: result?.summary ?? '' });
    }
    expect(
      results.map((r) => r.status),
      JSON.stringify(results, null, 2),
    ).toEqual(['PASSED', 'FAILED', 'PASSED']);
    // Its passing twin: the same steps on the list without the bug.
    const twin = await client.post('/api/tests', {
      name: 'Ticking off a task lowers the count (no bug)',
      test_objective: EXAMPLE_TESTS[1].objective.replace(
        '"Todo list with the planted bug"',
        '"Todo list"',
      ),
      test_suite_id: suiteId,
    });
    expect(twin.status, JSON.stringify(twin.body)).toBe(201);
    const twinRun = await client.post(`/api/tests/${twin.body.id}/runs`, {});
    const [twinDone] = await eventually(
      () => t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, twinRun.body.id)),
      ([row]) => Boolean(row && !['QUEUED', 'RUNNING'].includes(row.status)),
      { what: 'the twin run to finish', timeoutMs: 60_000, intervalMs: 200 },
    );
    expect(twinDone!.status).toBe('PASSED');
    // The planted bug: ticking off a task leaves the count at 2.
    expect(results[1]!.summary).toMatch(
      /^Failed at step 7 \(“Check that the page shows "1 item left"”\)/,
    );
  }, 180_000);
});

describe('the demo app', () => {
  it('serves its pages and files under /demo/ only, with no inline script and no call to the API', async () => {
    const get = async (path: string) => t.app.request(`http://scout.test${path}`);
    expect((await get('/demo')).headers.get('location')).toBe('/demo/');
    for (const page of ['/demo/', '/demo/todo', '/demo/signin', '/demo/account']) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(html).not.toMatch(/\s(?:src|href)="\//);
      expect(html).not.toMatch(/\son[a-z]+=/);
      expect(html).toContain('<link rel="icon" href="favicon.svg"');
    }
    for (const file of ['/demo/todo.js', '/demo/signin.js', '/demo/account.js']) {
      const res = await get(file);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await res.text()).not.toMatch(/\/api|fetch\(|XMLHttpRequest/);
    }
    // Every page names its icon, so the browser never asks for /favicon.ico outside /demo/.
    expect((await get('/demo/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect(
      (await get('/demo/signin.js').then((r) => r.text())).includes(DEMO_ACCOUNT.password),
    ).toBe(true);
    for (const missing of ['/demo/../package.json', '/demo/nope', '/demo/demo-path.ts'])
      expect((await get(missing)).status, missing).toBe(404);
  });
});
