import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns, tests, testSuites } from '../src/db/schema.js';
import { claimRun } from '../src/services/runs/claim-run.js';
import { startWorker } from '../src/worker/worker.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCOUT_MAX_RUNS_PER_ACCOUNT: '1' });
});
afterAll(async () => t?.close());

describe('GET /api/workers', () => {
  it('says whether a worker is alive to take queued runs', async () => {
    const { client } = await signedInUser(t);
    expect((await client.get('/api/workers')).body).toEqual({ alive: false, account_limit: null });

    const worker = startWorker(t.deps, t.deps.bus, { concurrency: 1 });
    try {
      await expect
        .poll(async () => (await client.get('/api/workers')).body, { timeout: 10_000 })
        .toEqual({ alive: true, account_limit: null });
    } finally {
      await worker.stop();
    }
    expect((await client.get('/api/workers')).body).toEqual({ alive: false, account_limit: null });
  });

  it("says when the account's runs are at its cap, to that account only", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { db } = t.deps.database;
    const [suite] = await db
      .insert(testSuites)
      .values({ name: 'S', startingUrl: 'http://example.test', createdBy: owner.id })
      .returning();
    const [test] = await db
      .insert(tests)
      .values({ name: 'T', testObjective: 'go', testSuiteId: suite!.id, createdBy: owner.id })
      .returning();
    const run = { testId: test!.id, createdBy: owner.id, browser: 'chromium', status: 'QUEUED' };
    await db.insert(testRuns).values([run, run]);
    expect((await owner.client.get('/api/workers')).body.account_limit).toBeNull();

    expect(await claimRun(t.deps, 'worker-1', 30_000)).not.toBeNull();
    expect((await owner.client.get('/api/workers')).body.account_limit).toBe(1);
    expect((await other.client.get('/api/workers')).body.account_limit).toBeNull();
  });
});
