import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { testRuns } from '../src/db/schema.js';
import { createRunnerPool, type RunnerLease } from '../src/worker/runner/runner-pool.js';
import { resolveRunners } from '../src/worker/runner/runner-user.js';
import { startWorker, type Worker, type WorkerOptions } from '../src/worker/worker.js';
import type { ApiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { descendants, isAlive, isChromium } from './helpers/process-tree.js';
import { queueRun } from './helpers/workspace.js';
import { ROOT } from './helpers/scout-entry.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The next run's process is started ahead (decision 018): loaded, as a runner user, its Chromium
// launched and the run's context and first tab opened before any run is queued (issue 26), so a
// run starts acting at once. It serves one run only; one
// that died or waited too long is not used (the run starts its own); shutdown kills it.

let t: TestApp;
let site: FixtureServer;
let worker: Worker | undefined;
/** The processes given a run, in order; the spares that became ready, in order. */
let runProcesses: number[] = [];
let spares: number[] = [];

beforeAll(async () => {
  [t, site] = await Promise.all([createTestApp(), startFixtureServer()]);
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await t?.deps.bus.close();
  await Promise.all([t?.close(), site?.close()]);
});

function start(options: Partial<WorkerOptions> = {}, deps = t.deps) {
  runProcesses = [];
  spares = [];
  worker = startWorker(deps, t.deps.bus, {
    concurrency: 1,
    pollMs: 100,
    leaseMs: 5_000,
    onRunProcess: ({ pid }) => runProcesses.push(pid),
    onSpareReady: ({ pid }) => spares.push(pid),
    ...options,
  });
  t.deps.onRunQueued = () => worker!.wake();
}

/** The `n`th spare (from 1) once it is ready. */
const spare = (n: number) =>
  eventually(
    () => spares[n - 1],
    (pid) => pid !== undefined,
    { what: `spare process ${n} to be ready`, timeoutMs: 90_000, intervalMs: 50 },
  ) as Promise<number>;

/** The latest spare, once it is ready and no run has taken it. */
const idleSpare = () =>
  eventually(
    () => spares.at(-1),
    (pid) => pid !== undefined && !runProcesses.includes(pid) && isAlive(pid),
    { what: 'an idle spare process', timeoutMs: 90_000, intervalMs: 50 },
  ) as Promise<number>;

/** The main Chromium processes whose parent is `pid` (its helpers have a --type). */
const browsersOf = (pid: number) =>
  descendants().filter(
    (p) => p.ppid === pid && isChromium(p) && !p.args.some((a) => a.startsWith('--type=')),
  );

const uidOf = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Uid:\s+(\d+)/m)?.[1]);

/** A short run on the fixture todo page that passes: two steps. */
async function queueShortRun(client: ApiClient) {
  const { runId } = await queueRun(client, {
    startingUrl: `${site.url}/todo/`,
    description: '1. Type "Buy milk" into the "New task" field\n2. Click Add',
    name: 'Adds a task',
  });
  return runId;
}

const finalRun = (runId: string) =>
  eventually(
    async () => (await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, runId)))[0],
    (run) => Boolean(run && !['QUEUED', 'RUNNING'].includes(run.status)),
    { what: 'the run to end', timeoutMs: 120_000, intervalMs: 100 },
  );

describe('the next run’s process is ready ahead', () => {
  it('a run takes the spare, whose browser was up before the run was queued; the next run gets a fresh one', async () => {
    start();
    const { client } = await signedInUser(t);
    const first = await spare(1);
    // Before any run: the spare runs as a runner user, with its own Chromium launched.
    expect(uidOf(first)).not.toBe(0);
    const [browser] = browsersOf(first);
    expect(browser, "the spare's Chromium, launched ahead").toBeDefined();
    expect(uidOf(browser!.pid)).toBe(uidOf(first));
    // And the run's first tab opened in it (a renderer of its own), before any run is queued.
    await eventually(
      () => descendants(browser!.pid).filter((p) => p.args.includes('--type=renderer')),
      (renderers) => renderers.length > 0,
      { what: "the spare's first tab, opened ahead", timeoutMs: 30_000, intervalMs: 100 },
    );

    const runA = await queueShortRun(client);
    const a = await finalRun(runA);
    expect(a.status, a.error ?? '').toBe('PASSED');
    expect(runProcesses).toEqual([first]);
    // Never used again: the process and its browser are gone with the run.
    await eventually(
      () => isAlive(first) || isAlive(browser!.pid),
      (alive) => !alive,
      { what: "the first run's process and browser to exit", timeoutMs: 15_000 },
    );

    const second = await spare(2);
    expect(second).not.toBe(first);
    const runB = await queueShortRun(client);
    const b = await finalRun(runB);
    expect(b.status, b.error ?? '').toBe('PASSED');
    expect(runProcesses).toEqual([first, second]);
  }, 300_000);

  it('a spare that died is not used: the run starts a process of its own', async () => {
    const { client } = await signedInUser(t);
    const ready = await idleSpare();
    process.kill(ready, 'SIGKILL');
    await eventually(
      () => isAlive(ready),
      (alive) => !alive,
      { what: 'the killed spare to exit', timeoutMs: 15_000 },
    );
    const before = runProcesses.length;
    const run = await finalRun(await queueShortRun(client));
    expect(run.status, run.error ?? '').toBe('PASSED');
    expect(runProcesses).toHaveLength(before + 1);
    expect(runProcesses.at(-1)).not.toBe(ready);
  }, 300_000);

  it('shutdown kills the spare and its browser', async () => {
    const ready = await idleSpare();
    const browsers = browsersOf(ready);
    expect(browsers, "the spare's Chromium").toHaveLength(1);
    const tree = descendants().filter((p) => p.pid === ready || p.ppid === browsers[0]!.pid);
    await worker!.stop();
    worker = undefined;
    expect([ready, browsers[0]!.pid].filter(isAlive)).toEqual([]);
    await eventually(
      () => tree.map((p) => p.pid).filter(isAlive),
      (alive) => alive.length === 0,
      { what: "the spare's browser helpers to exit", timeoutMs: 5_000 },
    );
  }, 200_000);

  it('a spare that waited longer than its age limit is replaced by a fresh one', async () => {
    start({ spareMaxAgeMs: 15_000 });
    const first = await spare(1);
    const second = await spare(2);
    expect(second).not.toBe(first);
    expect(runProcesses).toEqual([]);
    await eventually(
      () => isAlive(first),
      (alive) => !alive,
      { what: 'the stale spare to exit', timeoutMs: 15_000 },
    );
  }, 200_000);

  it('a spare due for replacement is replaced even when its own runner user is the only one free', async () => {
    await worker?.stop();
    // Two runner users: the spare holds one, and another Scout on the machine the other. Users of
    // their own, one pair per database lane: the API files beside this one run as scout-runner-N
    // and may hold any of those for a minute (in CI, both of the first two were busy for 60 s).
    const runner = { user: `scout-warm-${process.env.SCOUT_TEST_DB ?? 'pglite'}`, poolSize: 2 };
    execFileSync('bash', [path.join(ROOT, 'scripts/runner-user.sh')], {
      env: { ...process.env, SCOUT_RUNNER_USER: runner.user, SCOUT_RUNNER_POOL_SIZE: '2' },
    });
    start(
      { spareMaxAgeMs: 15_000 },
      { ...t.deps, config: { ...t.deps.config, runner: { ...t.deps.config.runner, ...runner } } },
    );
    const first = await spare(1);
    const { identities } = resolveRunners(runner.user, runner.poolSize);
    expect(
      identities,
      'this test needs root and the runner users (scripts/runner-user.sh)',
    ).toBeDefined();
    const elsewhere = createRunnerPool(identities!);
    let held: RunnerLease | undefined;
    try {
      held = await elsewhere.acquire();
      const second = await spare(2);
      expect(second).not.toBe(first);
      expect(isAlive(first)).toBe(false);
    } finally {
      await held?.release();
    }
  }, 200_000);
});
