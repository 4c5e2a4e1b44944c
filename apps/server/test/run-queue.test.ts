import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns, tests, testSuites } from '../src/db/schema.js';
import { claimRun } from '../src/services/runs/claim-run.js';
import { finishRun } from '../src/services/runs/finish-run.js';
import { reapRuns } from '../src/services/runs/reap-runs.js';
import { renewLease } from '../src/services/runs/renew-lease.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { passedReport } from './helpers/passed-report.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let userId: string;
let testId: string;
beforeAll(async () => {
  // One account queues every run here: no per-account cap, so the claimers really compete.
  t = await createTestApp({ SCOUT_MAX_RUNS_PER_ACCOUNT: '0' });
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
    .values(
      Array.from({ length: n }, () => ({
        testId,
        createdBy: userId,
        browser: 'chromium',
        status: 'QUEUED',
      })),
    )
    .returning({ id: testRuns.id });

const testStatus = async () =>
  (
    await t.deps.database.db
      .select({ status: tests.status })
      .from(tests)
      .where(eq(tests.id, testId))
  )[0]!.status;

/** Reaps until a run comes back: the lease expires on the database's clock, not the test's. */
const reapedOnceExpired = () =>
  eventually(
    () => reapRuns(t.deps),
    (reaped) => reaped.length > 0,
    { what: 'the lease to expire', timeoutMs: 5_000 },
  );

describe('the run queue', () => {
  it('gives each queued run to exactly one of many concurrent claimers', async () => {
    const queued = await queue(20);
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        for (;;) {
          const run = await claimRun(t.deps, `worker-${i}`, 30_000);
          if (!run) return;
          claimed.push(run.id);
          expect(
            await finishRun(t.deps, run, `worker-${i}`, { report: passedReport(), replayKey: 'k' }),
          ).toBe(true);
        }
      }),
    );
    expect(claimed.sort()).toEqual(queued.map((r) => r.id).sort());
    const rows = await t.deps.database.db
      .select()
      .from(testRuns)
      .where(eq(testRuns.testId, testId));
    expect(rows.every((r) => r.status === 'PASSED' && r.attempts === 1)).toBe(true);
    expect(await testStatus()).toBe('PASSED');
  });

  it('requeues a run whose worker stopped renewing, once, then marks it ERROR with the reason', async () => {
    const [{ id }] = (await queue(1)) as [{ id: string }];
    const first = await claimRun(t.deps, 'dead-worker', 200);
    expect(first?.id).toBe(id);
    expect(await testStatus()).toBe('RUNNING');
    expect(await reapRuns(t.deps)).toEqual([]);
    expect((await reapedOnceExpired()).map((r) => [r.id, r.status])).toEqual([[id, 'QUEUED']]);
    expect(await testStatus()).toBe('QUEUED');

    const second = await claimRun(t.deps, 'another-dead-worker', 200);
    expect(second).toMatchObject({ id, attempts: 2 });
    expect((await reapedOnceExpired()).map((r) => [r.id, r.status])).toEqual([[id, 'ERROR']]);
    const [row] = await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, id));
    expect(row).toMatchObject({ status: 'ERROR', workerId: null });
    expect(row!.error).toMatch(/stopped/);
    expect(await testStatus()).toBe('ERROR');
    // The dead worker cannot overwrite the verdict afterwards.
    expect(
      await finishRun(t.deps, second!, 'another-dead-worker', {
        report: passedReport(),
        replayKey: 'k',
      }),
    ).toBe(false);
    expect(await testStatus()).toBe('ERROR');
  });

  it('keeps a run while its worker renews the lease', async () => {
    const [{ id }] = (await queue(1)) as [{ id: string }];
    const leaseMs = 500;
    await claimRun(t.deps, 'live-worker', leaseMs);
    // Renewing as fast as it can for three leases' time: the run is never reaped.
    const until = Date.now() + 3 * leaseMs;
    while (Date.now() < until) {
      expect(await renewLease(t.deps.database.db, id, 'live-worker', leaseMs)).toBe(true);
      expect(await reapRuns(t.deps)).toEqual([]);
    }
    expect(await renewLease(t.deps.database.db, id, 'someone-else', leaseMs)).toBe(false);
  });
});
