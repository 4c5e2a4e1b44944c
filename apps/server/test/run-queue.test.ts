import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns, tests, testSuites } from '../src/db/schema.js';
import { claimNextRun, finishRun, reapExpiredRuns, renewLease } from '../src/worker/run-queue.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let userId: string;
let testId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await signedInUser(t)).id;
  const [suite] = await t.deps.database.db
    .insert(testSuites)
    .values({ name: 'S', startingUrl: 'http://example.test', createdBy: userId })
    .returning();
  const [test] = await t.deps.database.db
    .insert(tests)
    .values({ name: 'T', testObjective: 'go to /', testSuiteId: suite!.id, createdBy: userId })
    .returning();
  testId = test!.id;
});
afterAll(async () => t?.close());

const queue = async (n: number) =>
  t.deps.database.db
    .insert(testRuns)
    .values(Array.from({ length: n }, () => ({ testId, createdBy: userId, browser: 'chromium', status: 'QUEUED' })))
    .returning({ id: testRuns.id });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the run queue', () => {
  it('gives each queued run to exactly one of many concurrent claimers', async () => {
    const queued = await queue(20);
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        for (;;) {
          const run = await claimNextRun(t.deps.database.db, `worker-${i}`, 30_000);
          if (!run) return;
          claimed.push(run.id);
          expect(await finishRun(t.deps.database.db, run.id, `worker-${i}`, 'PASSED', null)).toBe(true);
        }
      }),
    );
    expect(claimed.sort()).toEqual(queued.map((r) => r.id).sort());
    const rows = await t.deps.database.db.select().from(testRuns).where(eq(testRuns.testId, testId));
    expect(rows.every((r) => r.status === 'PASSED' && r.attempts === 1)).toBe(true);
  });

  it('requeues a run whose worker stopped renewing, once, then marks it ERROR with the reason', async () => {
    const [{ id }] = (await queue(1)) as [{ id: string }];
    const first = await claimNextRun(t.deps.database.db, 'dead-worker', 200);
    expect(first?.id).toBe(id);
    expect(await reapExpiredRuns(t.deps.database.db)).toEqual([]);
    await sleep(300);
    expect((await reapExpiredRuns(t.deps.database.db)).map((r) => [r.id, r.status])).toEqual([[id, 'QUEUED']]);

    const second = await claimNextRun(t.deps.database.db, 'another-dead-worker', 200);
    expect(second).toMatchObject({ id, attempts: 2 });
    await sleep(300);
    expect((await reapExpiredRuns(t.deps.database.db)).map((r) => [r.id, r.status])).toEqual([[id, 'ERROR']]);
    const [row] = await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, id));
    expect(row).toMatchObject({ status: 'ERROR', workerId: null });
    expect(row!.error).toMatch(/stopped/);
    // The dead worker cannot overwrite the verdict afterwards.
    expect(await finishRun(t.deps.database.db, id, 'another-dead-worker', 'PASSED', null)).toBe(false);
  });

  it('keeps a run while its worker renews the lease', async () => {
    const [{ id }] = (await queue(1)) as [{ id: string }];
    await claimNextRun(t.deps.database.db, 'live-worker', 300);
    for (let i = 0; i < 4; i++) {
      await sleep(120);
      expect(await renewLease(t.deps.database.db, id, 'live-worker', 300)).toBe(true);
      expect(await reapExpiredRuns(t.deps.database.db)).toEqual([]);
    }
    expect(await renewLease(t.deps.database.db, id, 'someone-else', 300)).toBe(false);
  });
});
