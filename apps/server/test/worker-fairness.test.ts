import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns } from '../src/db/schema.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import type { ApiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { startHangingSite, type HangingSite } from './helpers/hanging-site.js';
import { queueRun } from './helpers/workspace.js';

// Issue 24's review: on the default server (two worker slots), one account's two runs that hang
// kept another account's run QUEUED until they ended. With the default cap (half the slots: 1),
// the second hanging run waits instead, and the other account's run takes the free slot.
let app: AppWithWorker;
let site: HangingSite;
beforeAll(async () => {
  [app, site] = await Promise.all([startAppWithWorker({ concurrency: 2 }), startHangingSite()]);
}, 60_000);
afterAll(async () => Promise.all([app?.close(), site?.close()]));

/** A run on the page that never answers: it waits in page.goto until it is stopped. */
const queueHangingRun = async (client: ApiClient) =>
  (
    await queueRun(client, {
      startingUrl: `${site.url}/hang`,
      description: '1. Check that the page shows "Welcome"',
    })
  ).runId;

describe('two worker slots, default settings', () => {
  it("runs another account's run while one account's second hanging run waits QUEUED", async () => {
    const { t } = app;
    expect(t.deps.config.maxRunsPerAccount).toBe(1);
    const hog = await signedInUser(t);
    const other = await signedInUser(t);
    const first = await queueHangingRun(hog.client);
    const second = await queueHangingRun(hog.client);
    const theirs = await queueHangingRun(other.client);
    const runs = () =>
      t.deps.database.db
        .select()
        .from(testRuns)
        .where(inArray(testRuns.id, [first, second, theirs]));
    const statusOf = async (id: string) => (await runs()).find((r) => r.id === id)!.status;

    await eventually(
      () => statusOf(theirs),
      (s) => s !== 'QUEUED',
      {
        what: "the other account's run to start",
        timeoutMs: 90_000,
        intervalMs: 100,
      },
    );
    // When it started, the hog's second run had never been taken: it waits, holding no slot.
    const byId = new Map((await runs()).map((r) => [r.id, r]));
    expect(byId.get(second), "the hog's second run").toMatchObject({
      status: 'QUEUED',
      attempts: 0,
      startedAt: null,
    });
    expect(byId.get(first)?.status, "the hog's first run").toBe('RUNNING');
    expect(byId.get(theirs)?.status, "the other account's run").toBe('RUNNING');
    // The hog's page says why it waits.
    expect((await hog.client.get('/api/workers')).body).toEqual({ alive: true, account_limit: 1 });

    // Cancelled, the three stop at once (the worker's stop would wait for them).
    for (const [client, id] of [
      [hog.client, second],
      [hog.client, first],
      [other.client, theirs],
    ] as const)
      expect((await client.post(`/api/runs/${id}/cancel`)).status).toBe(200);
    const [row] = await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, second));
    expect(row!.attempts).toBe(0);
  }, 120_000);
});
