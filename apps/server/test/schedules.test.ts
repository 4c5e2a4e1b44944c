import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoutSchedules, type CliIo } from '@scout/cli';
import { LIMIT_MESSAGES } from '@scout/shared';
import { schedules, suiteRuns, testRuns, users } from '../src/db/schema.js';
import { startWorker, type Worker } from '../src/worker/worker.js';
import { signedInUser } from './helpers/factories.js';
import { keyClient } from './helpers/key-client.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser, setPlan } from './helpers/workspace.js';
import { apiClient, type ApiClient } from './helpers/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A user with a suite of one runnable test. */
async function workspace() {
  const user = await signedInUser(t);
  const testingUser = await makeTestingUser(user.client);
  const suite = await makeSuite(user.client, { testing_user_id: testingUser.id });
  const test = await makeTest(user.client, suite.id);
  return { ...user, suite, test };
}

async function createSchedule(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/schedules', { timezone: 'UTC', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; next_runs: string[] };
}

/** Makes a schedule due at `at` (as if its tick had come), without waiting for it. */
async function dueAt(scheduleId: string, at: Date) {
  await t.deps.database.db
    .update(schedules)
    .set({ nextRunAt: at })
    .where(eq(schedules.id, scheduleId));
}

const runsOf = (scheduleId: string) =>
  t.deps.database.db.select().from(testRuns).where(eq(testRuns.scheduleId, scheduleId));

/** The ticks of one schedule among what the workers fired (other tests' schedules are due too). */
async function ticksOf(scheduleId: string, workers: Worker[]) {
  const fired = await Promise.all(workers.map((w) => w.fireSchedules()));
  return fired.flat().filter((tick) => tick.scheduleId === scheduleId);
}

/** Two workers that claim no runs (no slots), whose schedule loops run by the test's clock. */
function twoWorkers(clock: { now: Date }) {
  const options = {
    concurrency: 0,
    scheduleEveryMs: 3_600_000,
    now: () => clock.now,
    runTest: () => Promise.reject(new Error('no run executes in this file')),
  };
  return [startWorker(t.deps, t.deps.bus, options), startWorker(t.deps, t.deps.bus, options)];
}
const stopAll = (workers: Worker[]) => Promise.all(workers.map((w) => w.stop()));

describe('schedules through the API', () => {
  it('creates, lists with the next run times, pauses, resumes and deletes', async () => {
    const { client, suite } = await workspace();
    const created = await createSchedule(client, {
      test_suite_id: suite.id,
      cron: '0  2 * * 1-5',
      timezone: 'Europe/Berlin',
    });
    expect(created).toMatchObject({
      cron: '0 2 * * 1-5',
      description: 'Every weekday at 02:00',
      target_name: suite.name,
      is_paused: false,
    });
    expect(created.next_runs).toHaveLength(3);
    for (const at of created.next_runs) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(at));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 02:00$/);
    }

    const listed = await client.get(`/api/schedules?test_suite_id=${suite.id}`);
    expect(listed.body.items.map((s: { id: string }) => s.id)).toEqual([created.id]);

    const paused = await client.patch(`/api/schedules/${created.id}`, { is_paused: true });
    expect(paused.body).toMatchObject({ is_paused: true, next_runs: [] });
    const [row] = await t.deps.database.db
      .select()
      .from(schedules)
      .where(eq(schedules.id, created.id));
    expect(row!.nextRunAt).toBeNull();
    const resumed = await client.patch(`/api/schedules/${created.id}`, {
      is_paused: false,
      cron: '0 * * * *',
    });
    expect(resumed.body).toMatchObject({ is_paused: false, description: 'Every hour' });
    expect(resumed.body.next_runs).toHaveLength(3);

    expect((await client.delete(`/api/schedules/${created.id}`)).status).toBe(204);
    expect((await client.get(`/api/schedules/${created.id}`)).status).toBe(404);
  });

  it('refuses a cron that is not five valid fields, one that never runs, and an unknown zone', async () => {
    const { client, suite } = await workspace();
    for (const body of [
      { cron: '0 2 * *', timezone: 'UTC' },
      { cron: '61 2 * * *', timezone: 'UTC' },
      { cron: '0 0 31 2 *', timezone: 'UTC' },
      { cron: '0 2 * * *', timezone: 'Mars/Olympus' },
      { cron: '0 2 * * *', timezone: 'UTC', test_id: suite.id },
    ]) {
      const res = await client.post('/api/schedules', { test_suite_id: suite.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("answers 404 for another user's schedules, suites and tests, in the web API and /api/v1", async () => {
    const owner = await workspace();
    const other = await workspace();
    const mine = await createSchedule(owner.client, { test_id: owner.test.id, cron: '0 * * * *' });

    for (const target of [{ test_suite_id: owner.suite.id }, { test_id: owner.test.id }]) {
      const res = await other.client.post('/api/schedules', {
        ...target,
        cron: '0 * * * *',
        timezone: 'UTC',
      });
      expect(res.status).toBe(404);
    }
    expect((await other.client.get(`/api/schedules/${mine.id}`)).status).toBe(404);
    expect(
      (await other.client.patch(`/api/schedules/${mine.id}`, { is_paused: true })).status,
    ).toBe(404);
    expect((await other.client.delete(`/api/schedules/${mine.id}`)).status).toBe(404);
    expect((await other.client.get('/api/schedules')).body.items).toEqual([]);
    // Listed by another user's suite: the same 404 as a missing suite, not an empty list.
    expect((await other.client.get(`/api/schedules?test_suite_id=${owner.suite.id}`)).status).toBe(
      404,
    );

    const key = (await other.client.post('/api/api-keys', { name: 'CI' })).body.key as string;
    const v1 = keyClient(t, key);
    expect((await v1.get(`/api/v1/schedules/${mine.id}`)).status).toBe(404);
    expect((await v1.delete(`/api/v1/schedules/${mine.id}`)).status).toBe(404);
    expect((await v1.get('/api/v1/schedules')).body.items).toEqual([]);
    // The owner's schedule is untouched.
    expect((await owner.client.get(`/api/schedules/${mine.id}`)).body.is_paused).toBe(false);
    // Its own, through /api/v1.
    const own = await v1.post('/api/v1/schedules', {
      test_id: other.test.id,
      cron: '30 6 * * *',
      timezone: 'UTC',
    });
    expect(own.status).toBe(201);
    expect((await v1.get('/api/v1/schedules')).body.items).toHaveLength(1);
  });
});

describe('the test clock', () => {
  it('is no route without SCOUT_TEST_CLOCK, signed in or not', async () => {
    const body = { now: new Date().toISOString() };
    const { client } = await signedInUser(t);
    expect((await client.post('/api/test-clock', body)).status).toBe(404);
    expect((await apiClient(t).post('/api/test-clock', body)).status).toBe(404);
  });
});

describe('firing schedules from the workers’ loops', () => {
  it('queues exactly one run per tick when two workers fire at the same moment, and a missed stretch once', async () => {
    const { client, test, id } = await workspace();
    const schedule = await createSchedule(client, { test_id: test.id, cron: '0 * * * *' });
    const clock = { now: new Date('2031-05-05T10:00:30Z') };
    // The server was down for three hours: three ticks missed, one run.
    await dueAt(schedule.id, new Date('2031-05-05T07:00:00Z'));
    const workers = twoWorkers(clock);
    try {
      for (let hour = 0; hour < 4; hour++) {
        expect(await ticksOf(schedule.id, workers)).toEqual([
          { scheduleId: schedule.id, queued: true },
        ]);
        // Both look again at the same moment: the tick is gone.
        expect(await ticksOf(schedule.id, workers)).toEqual([]);
        const runs = await runsOf(schedule.id);
        expect(runs).toHaveLength(hour + 1);
        expect(runs.every((r) => r.trigger === 'schedule' && r.createdBy === id)).toBe(true);
        // The run ends; the clock moves on to the next tick.
        await t.deps.database.db
          .update(testRuns)
          .set({ status: 'PASSED' })
          .where(eq(testRuns.scheduleId, schedule.id));
        const [row] = await t.deps.database.db
          .select()
          .from(schedules)
          .where(eq(schedules.id, schedule.id));
        expect(row!.nextRunAt!.toISOString()).toBe(
          new Date(Date.UTC(2031, 4, 5, 11 + hour)).toISOString(),
        );
        clock.now = new Date(row!.nextRunAt!.getTime() + 5_000);
      }
    } finally {
      await stopAll(workers);
    }
    // The test's history says who started each run.
    const results = await client.get(`/api/tests/${test.id}/results`);
    expect(results.body.runs.map((r: { trigger: string }) => r.trigger)).toEqual(
      Array(4).fill('schedule'),
    );
  });

  it('skips a tick that would exceed the plan’s daily runs, and says why beside the schedule', async () => {
    const { client, test, id } = await workspace();
    await setPlan(t, id, 'free');
    // The free plan's 10 runs of the day are used.
    await t.deps.database.db.insert(testRuns).values(
      Array.from({ length: 10 }, () => ({
        testId: test.id,
        createdBy: id,
        browser: 'chrome',
        status: 'PASSED',
      })),
    );
    const schedule = await createSchedule(client, { test_id: test.id, cron: '0 2 * * *' });
    const now = new Date();
    await dueAt(schedule.id, new Date(now.getTime() - 60_000));
    const workers = twoWorkers({ now });
    try {
      expect(await ticksOf(schedule.id, workers)).toEqual([
        { scheduleId: schedule.id, queued: false, reason: LIMIT_MESSAGES.testRuns },
      ]);
    } finally {
      await stopAll(workers);
    }
    expect(await runsOf(schedule.id)).toEqual([]);
    const shown = (await client.get(`/api/schedules/${schedule.id}`)).body;
    expect(shown).toMatchObject({
      last_skip_reason: LIMIT_MESSAGES.testRuns,
      last_skipped_at: now.toISOString(),
    });
    // Moved on to its next tick all the same.
    expect(new Date(shown.next_runs[0]).getTime()).toBeGreaterThan(now.getTime());
  });

  it('queues nothing for an account an admin disabled, and says so beside the schedule', async () => {
    const { client, test, id } = await workspace();
    const schedule = await createSchedule(client, { test_id: test.id, cron: '* * * * *' });
    await t.deps.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
    const now = new Date();
    await dueAt(schedule.id, new Date(now.getTime() - 60_000));
    const workers = twoWorkers({ now });
    try {
      expect(await ticksOf(schedule.id, workers)).toEqual([
        { scheduleId: schedule.id, queued: false, reason: 'The account is disabled.' },
      ]);
    } finally {
      await stopAll(workers);
    }
    expect(await runsOf(schedule.id)).toEqual([]);
    const [row] = await t.deps.database.db
      .select()
      .from(schedules)
      .where(eq(schedules.id, schedule.id));
    expect(row.lastRunAt).toBeNull();
    expect(row.nextRunAt!.getTime()).toBeGreaterThan(now.getTime());
  });

  it('pauses a schedule whose zone can no longer be read, and goes on to the others', async () => {
    const broken = await workspace();
    const fine = await workspace();
    const bad = await createSchedule(broken.client, { test_id: broken.test.id, cron: '0 2 * * *' });
    const good = await createSchedule(fine.client, { test_id: fine.test.id, cron: '0 2 * * *' });
    // A zone the runtime dropped: stored before, unreadable now.
    await t.deps.database.db
      .update(schedules)
      .set({ timezone: 'Mars/Olympus_Mons' })
      .where(eq(schedules.id, bad.id));
    const now = new Date();
    await dueAt(bad.id, new Date(now.getTime() - 120_000));
    await dueAt(good.id, new Date(now.getTime() - 60_000));
    const workers = twoWorkers({ now });
    try {
      const fired = (await Promise.all(workers.map((w) => w.fireSchedules()))).flat();
      expect(fired.filter((tick) => tick.scheduleId === bad.id)).toEqual([
        { scheduleId: bad.id, queued: false, reason: expect.stringContaining('was paused') },
      ]);
      expect(fired.filter((tick) => tick.scheduleId === good.id)).toEqual([
        { scheduleId: good.id, queued: true },
      ]);
    } finally {
      await stopAll(workers);
    }
    const [row] = await t.deps.database.db.select().from(schedules).where(eq(schedules.id, bad.id));
    expect(row).toMatchObject({ isPaused: true, nextRunAt: null });
  });

  it('runs a suite’s schedule as one suite run of every test, started by the schedule', async () => {
    const { client, suite } = await workspace();
    await makeTest(client, suite.id);
    const schedule = await createSchedule(client, { test_suite_id: suite.id, cron: '0 2 * * *' });
    const now = new Date();
    await dueAt(schedule.id, now);
    const workers = twoWorkers({ now });
    try {
      expect(await ticksOf(schedule.id, workers)).toHaveLength(1);
    } finally {
      await stopAll(workers);
    }
    const runs = await runsOf(schedule.id);
    expect(runs).toHaveLength(2);
    expect(new Set(runs.map((r) => r.suiteRunId)).size).toBe(1);
    const [suiteRun] = await t.deps.database.db
      .select()
      .from(suiteRuns)
      .where(eq(suiteRuns.id, runs[0]!.suiteRunId!));
    expect(suiteRun).toMatchObject({ testSuiteId: suite.id, trigger: 'schedule' });
  });
});

describe('scout schedules', () => {
  /** The CLI's requests answered by the app in this process (no network). */
  function io(): CliIo & { out: () => string; err: () => string } {
    let out = '';
    let err = '';
    return {
      env: {},
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: (s: string) => (err += s) },
      fetch: ((url: string, init?: RequestInit) => t.app.request(url, init)) as typeof fetch,
      out: () => out,
      err: () => err,
    };
  }

  it('creates, lists, pauses and deletes the key owner’s schedules; another’s id is not found', async () => {
    const owner = await workspace();
    const key = (await owner.client.post('/api/api-keys', { name: 'CI' })).body.key as string;
    const auth = ['--server', 'http://scout.test', '--key', key];
    const scout = async (...args: string[]) => {
      const cli = io();
      const code = await runScoutSchedules([...args, ...auth], cli);
      return { code, out: cli.out(), err: cli.err() };
    };

    const created = await scout(
      'create',
      '--suite',
      owner.suite.id,
      '--every',
      'weekday',
      '--at',
      '06:30',
      '--timezone',
      'America/New_York',
      '--json',
    );
    expect(created.code, created.err).toBe(0);
    const [schedule] = JSON.parse(created.out);
    expect(schedule).toMatchObject({
      cron: '30 6 * * 1-5',
      description: 'Every weekday at 06:30',
      timezone: 'America/New_York',
    });

    const listed = await scout('list');
    expect(listed.out.split('\n')[0]).toMatch(/^ID\s+FOR\s+WHEN\s+ZONE\s+NEXT\s+LAST SKIP$/);
    expect(listed.out).toContain(`${schedule.id}  ${owner.suite.name}  Every weekday at 06:30`);

    const paused = await scout('pause', schedule.id);
    expect(paused.out).toContain('paused');
    expect((await owner.client.get(`/api/schedules/${schedule.id}`)).body.is_paused).toBe(true);

    const bad = await scout('create', '--suite', owner.suite.id, '--cron', '0 25 * * *');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('The hour field "25" is not valid');

    const other = await workspace();
    const otherKey = (await other.client.post('/api/api-keys', { name: 'CI' })).body.key as string;
    const cli = io();
    const code = await runScoutSchedules(
      ['delete', schedule.id, '--server', 'http://scout.test', '--key', otherKey],
      cli,
    );
    expect(code).toBe(2);
    expect(cli.err()).toContain('404: Schedule not found');

    expect((await scout('delete', schedule.id)).out).toBe(`Deleted schedule ${schedule.id}.\n`);
    expect((await scout('list')).out).toBe('No schedules yet.\n');
  });
});
