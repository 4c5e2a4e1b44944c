import { createServer } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns } from '../src/db/schema.js';
import { startWorker, type Worker } from '../src/worker/worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

// Scout listening on a real port, its worker allowed 127.0.0.1 (as the test helpers are, for the
// fixture sites): a test pointed at Scout's own API must still not reach it.
let t: TestApp;
let worker: Worker;
let server: ServerType;
let port: number;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PORT: String(port) });
  server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  worker = startWorker(t.deps, t.deps.bus, { concurrency: 1, pollMs: 100 });
  t.deps.onRunQueued = () => worker.wake();
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await t?.deps.bus.close();
  await t?.close();
});

describe("a run pointed at Scout's own server", () => {
  it('ends ERROR naming why, with no screenshot, even with 127.0.0.1 allowed', async () => {
    const { client } = await signedInUser(t);
    const own = `http://127.0.0.1:${port}/api/me`;
    const user = await makeTestingUser(client);
    const suite = await makeSuite(client, {
      name: 'Scout itself',
      browser: 'chromium',
      starting_url: own,
      testing_user_id: user.id,
    });
    const test = await makeTest(client, suite.id, {
      name: 'Read the session',
      test_objective: 'Check that the page shows "email"',
    });
    expect((await client.post(`/api/tests/${test.id}/runs`, {})).status).toBe(201);

    await eventually(
      () => t.deps.database.db.select().from(testRuns).where(eq(testRuns.testId, test.id)),
      (runs) => runs.length === 1 && !['QUEUED', 'RUNNING'].includes(runs[0]!.status),
      { what: 'the finished run', timeoutMs: 45_000, intervalMs: 100 },
    );
    const [result] = (await client.get(`/api/tests/${test.id}/results`)).body.results;
    expect(result.status).toBe('ERROR');
    expect(result.summary).toContain(
      `Scout blocked a request to ${own}: it is Scout's own server, which tests may never reach`,
    );
    expect(result.steps).toEqual([]);
    expect(result.screenshots).toEqual([]);
  });
});
