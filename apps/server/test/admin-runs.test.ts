import type { LiveEvent } from '@scout/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns, userRoles } from '../src/db/schema.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { startHangingSite, type HangingSite } from './helpers/hanging-site.js';
import { queueRun } from './helpers/workspace.js';
import type { ApiClient } from './helpers/client.js';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let app: AppWithWorker;
let site: HangingSite;
const runProcesses: number[] = [];
beforeAll(async () => {
  // A long lease: its renewal (every 40 s) cannot be what stops the cancelled run in time; only
  // the CANCELLED event can.
  [app, site] = await Promise.all([
    startAppWithWorker({ leaseMs: 120_000, onRunProcess: ({ pid }) => runProcesses.push(pid) }),
    startHangingSite(),
  ]);
}, 60_000);
afterAll(async () => Promise.all([app?.close(), site?.close()]));

/** A run on the page that never answers: it waits in page.goto until it is stopped. */
const queueHangingRun = (client: ApiClient, name: string) =>
  queueRun(client, {
    startingUrl: `${site.url}/hang`,
    name,
    description: '1. Check that the page shows "Welcome"',
  });

describe('Admin → Runs', () => {
  it("lists every account's active runs; an admin cancels another user's running run and its process stops; others get 403", async () => {
    const { t } = app;
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const admin = await signedInUser(t);
    await t.deps.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
    const heard: LiveEvent[] = [];
    const unsubscribe = await t.deps.bus.subscribe(owner.id, (event) => heard.push(event));

    const hanging = await queueHangingRun(owner.client, 'Hangs');
    await eventually(site.hits, (n) => n === 1, {
      what: "the run's browser to ask for the page",
      timeoutMs: 60_000,
    });
    expect(runProcesses).toHaveLength(1);
    const [pid] = runProcesses as [number];
    // The one slot is taken: the other account's run waits.
    const waiting = await queueHangingRun(other.client, 'Waits');

    // Not an admin: 403, and the run goes on.
    for (const res of [
      await other.client.get('/api/admin/runs'),
      await other.client.post(`/api/admin/runs/${hanging.runId}/cancel`),
      await owner.client.post(`/api/admin/runs/${hanging.runId}/cancel`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You don't have permission to access this area");
    }
    expect((await owner.client.get(`/api/tests/${hanging.testId}`)).body.status).toBe('RUNNING');
    expect(isAlive(pid)).toBe(true);

    const list = await admin.client.get('/api/admin/runs');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items).toMatchObject([
      { id: hanging.runId, test_name: 'Hangs', owner_email: owner.email, status: 'RUNNING' },
      { id: waiting.runId, test_name: 'Waits', owner_email: other.email, started_at: null },
    ]);
    expect(list.body.items[0].started_at).not.toBeNull();

    // A queued run is cancelled before any worker takes it.
    const queued = await admin.client.post(`/api/admin/runs/${waiting.runId}/cancel`);
    expect(queued.body).toEqual({ id: waiting.runId, status: 'CANCELLED' });

    const cancelled = await admin.client.post(`/api/admin/runs/${hanging.runId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ id: hanging.runId, status: 'CANCELLED' });
    // The worker heard it: the run's process ends well before the page's 30 s or the lease.
    await eventually(
      () => isAlive(pid),
      (alive) => !alive,
      {
        what: "the cancelled run's process to stop",
        timeoutMs: 15_000,
        intervalMs: 100,
      },
    );
    // The owner's pages heard it too, and it stays cancelled.
    expect(heard).toContainEqual({
      type: 'run',
      testId: hanging.testId,
      runId: hanging.runId,
      status: 'CANCELLED',
    });
    expect(heard).toContainEqual({ type: 'test', testId: hanging.testId, status: 'READY' });
    unsubscribe();
    const [row] = await t.deps.database.db
      .select()
      .from(testRuns)
      .where(eq(testRuns.id, hanging.runId));
    expect(row).toMatchObject({ status: 'CANCELLED', error: 'Cancelled by an administrator' });
    expect((await owner.client.get(`/api/tests/${hanging.testId}`)).body.status).toBe('READY');

    expect((await admin.client.post(`/api/admin/runs/${hanging.runId}/cancel`)).status).toBe(409);
    expect((await admin.client.post('/api/admin/runs/not-a-run/cancel')).status).toBe(404);
    expect((await admin.client.get('/api/admin/runs')).body).toEqual({ items: [], total: 0 });
  }, 90_000);
});
