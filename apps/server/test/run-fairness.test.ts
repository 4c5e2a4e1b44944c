import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testRuns, tests, testSuites } from '../src/db/schema.js';
import { claimRun, type ClaimedRun } from '../src/services/runs/claim-run.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The per-account cap (decision 025): one account's runs cannot take every worker slot.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCOUT_MAX_RUNS_PER_ACCOUNT: '1' });
});
afterAll(async () => t?.close());
// Each test starts with an empty queue: what one left RUNNING would count against nobody, but
// what it left QUEUED would be claimed by the next.
afterEach(async () => {
  await t.deps.database.db
    .update(testRuns)
    .set({ status: 'CANCELLED' })
    .where(inArray(testRuns.status, ['QUEUED', 'RUNNING']));
  t.deps.config.maxRunsPerAccount = 1;
});

let clock = Date.parse('2026-01-01T00:00:00Z');

/** A new account with a test; `queue(n)` queues n runs of it, each later than any before. */
async function account() {
  const userId = (await signedInUser(t)).id;
  const { db } = t.deps.database;
  const [suite] = await db
    .insert(testSuites)
    .values({ name: 'S', startingUrl: 'http://example.test', createdBy: userId })
    .returning();
  const [test] = await db
    .insert(tests)
    .values({ name: 'T', testObjective: 'go to /', testSuiteId: suite!.id, createdBy: userId })
    .returning();
  const queue = async (n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const [run] = await db
        .insert(testRuns)
        .values({
          testId: test!.id,
          createdBy: userId,
          browser: 'chromium',
          status: 'QUEUED',
          createdAt: new Date((clock += 1000)),
        })
        .returning({ id: testRuns.id });
      ids.push(run!.id);
    }
    return ids;
  };
  return { userId, queue };
}

const claim = () => claimRun(t.deps, 'worker-1', 30_000);

describe('the per-account cap on running runs', () => {
  it("takes another account's run before a second one of an account at its cap", async () => {
    const a = await account();
    const b = await account();
    const [a1, a2] = await a.queue(2);
    const [b1] = await b.queue(1);

    expect((await claim())?.id).toBe(a1);
    expect((await claim())?.id, "the other account's run, though queued later").toBe(b1);
    // Both accounts are at their cap: a2 waits QUEUED, holding no slot.
    expect(await claim()).toBeNull();
    const [row] = await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, a2!));
    expect(row).toMatchObject({ status: 'QUEUED', workerId: null });

    // Once a1 ends, a2 goes.
    await t.deps.database.db.update(testRuns).set({ status: 'PASSED' }).where(eq(testRuns.id, a1!));
    expect((await claim())?.id).toBe(a2);
  });

  it('prefers, below the cap, the account with the fewest running runs, then the oldest run', async () => {
    t.deps.config.maxRunsPerAccount = 2;
    const a = await account();
    const b = await account();
    const [a1, a2, a3] = await a.queue(3);
    const [b1, b2] = await b.queue(2);

    expect((await claim())?.id).toBe(a1);
    // a2 is older, but its account has one running and b none.
    expect((await claim())?.id).toBe(b1);
    expect((await claim())?.id).toBe(a2);
    expect((await claim())?.id).toBe(b2);
    expect(await claim(), 'both at 2').toBeNull();
    expect(a3).toBeDefined();
  });

  it('never lets claims at the same moment take an account over its cap', async () => {
    const accounts = await Promise.all([account(), account(), account()]);
    for (let round = 0; round < 5; round++) {
      for (const a of accounts) await a.queue(4);
      // Eight claimers at once, as eight worker slots polling one database would.
      const claimed = await Promise.all(
        Array.from({ length: 8 }, (_, i) => claimRun(t.deps, `worker-${i}`, 30_000)),
      );
      const running = await t.deps.database.db
        .select({ createdBy: testRuns.createdBy })
        .from(testRuns)
        .where(eq(testRuns.status, 'RUNNING'));
      const perAccount = accounts.map(
        (a) => running.filter((r) => r.createdBy === a.userId).length,
      );
      expect(perAccount, `round ${round}: running runs per account`).toEqual([1, 1, 1]);
      expect(claimed.filter((r): r is ClaimedRun => r !== null)).toHaveLength(3);
      await t.deps.database.db
        .update(testRuns)
        .set({ status: 'CANCELLED' })
        .where(inArray(testRuns.status, ['QUEUED', 'RUNNING']));
    }
  });

  it('takes every queued run of one account at once when the cap is off (0)', async () => {
    t.deps.config.maxRunsPerAccount = null;
    const a = await account();
    const ids = await a.queue(3);
    const claimed = await Promise.all(ids.map(() => claim()));
    expect(claimed.map((r) => r?.id).sort()).toEqual([...ids].sort());
  });
});
