import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRunResults, testRuns, tests, testSuites } from '../src/db/schema.js';
import { signedInUser } from './helpers/factories.js';
import { eventually } from './helpers/eventually.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { startWorkerProcess, stopProcess } from './helpers/worker-process.js';

const onPostgres = process.env.SCOUT_TEST_DB === 'postgres';

/** A page per run (/page?run=N, counted) and a slow one that finishes after 4 s. */
async function startCountingSite() {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/favicon.ico') return res.writeHead(404).end();
    const run = url.searchParams.get('run') ?? '';
    hits.set(run, (hits.get(run) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'text/html' });
    const slow = url.pathname === '/slow';
    res.end(`<!doctype html><title>Run ${run}</title><h1>Run page ${run}</h1><p id="s">${slow ? 'Working' : 'Ready'}</p>
      ${slow ? '<script>setTimeout(() => { document.getElementById("s").textContent = "Done" }, 4000)</script>' : ''}`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

describe.skipIf(!onPostgres)(
  'worker processes on PostgreSQL (skipped on PGlite: workers alone need a shared PostgreSQL)',
  () => {
    let t: TestApp;
    let site: Awaited<ReturnType<typeof startCountingSite>>;
    let userId: string;
    let env: Record<string, string>;

    beforeAll(async () => {
      [t, site] = await Promise.all([createTestApp(), startCountingSite()]);
      userId = (await signedInUser(t)).id;
      env = {
        DATABASE_URL: t.deps.database.pool!.options.connectionString!,
        SCOUT_DATA_DIR: t.deps.config.dataDir,
        SCOUT_SECRET: 'test-secret-test-secret-test-secret-0123',
      };
    }, 60_000);
    afterAll(async () => Promise.all([t?.close(), site?.close()]));

    // Suites made so far: each is named apart (a suite's name is its owner's once).
    let suitesMade = 0;
    async function queueRuns(count: number, objective: (i: number) => string, path = '/page') {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        suitesMade += 1;
        const [suite] = await t.deps.database.db
          .insert(testSuites)
          .values({
            name: `S${suitesMade}`,
            browser: 'chromium',
            startingUrl: `${site.url}${path}?run=${i}`,
            createdBy: userId,
          })
          .returning();
        const [test] = await t.deps.database.db
          .insert(tests)
          .values({
            name: `T${i}`,
            testObjective: objective(i),
            testSuiteId: suite!.id,
            createdBy: userId,
            status: 'QUEUED',
          })
          .returning();
        const [run] = await t.deps.database.db
          .insert(testRuns)
          .values({
            testId: test!.id,
            createdBy: userId,
            browser: 'chromium',
            startingUrl: suite!.startingUrl,
            status: 'QUEUED',
          })
          .returning();
        ids.push(run!.id);
      }
      return ids;
    }

    const runsOf = (ids: string[]) =>
      t.deps.database.db.select().from(testRuns).where(inArray(testRuns.id, ids));

    it('two worker processes execute each of 20 queued runs exactly once', async () => {
      const ids = await queueRuns(20, (i) => `check that the page shows "Run page ${i}"`);
      const workers = [1, 2].map(() =>
        // One account queued all 20: no cap, so both processes' two slots take them at once.
        startWorkerProcess({
          ...env,
          SCOUT_WORKER_CONCURRENCY: '2',
          SCOUT_MAX_RUNS_PER_ACCOUNT: '0',
        }),
      );
      try {
        await eventually(
          async () =>
            (await runsOf(ids)).every(
              (r) => r.status === 'PASSED' || r.status === 'FAILED' || r.status === 'ERROR',
            ),
          Boolean,
          // 20 runs of a Chromium each on four slots: 153 s were not enough beside CI's other
          // lanes. The test is about each run executing once, not how fast (bench/runs.ts).
          { what: 'all 20 runs to end', timeoutMs: 300_000, intervalMs: 200 },
        );
      } finally {
        await Promise.all(workers.map((w) => stopProcess(w)));
      }
      const runs = await runsOf(ids);
      expect(runs.map((r) => r.status)).toEqual(Array(20).fill('PASSED'));
      expect(runs.every((r) => r.attempts === 1)).toBe(true);
      for (let i = 0; i < 20; i++) expect(site.hits.get(String(i))).toBe(1);
      const results = await t.deps.database.db
        .select()
        .from(testRunResults)
        .where(inArray(testRunResults.testRunId, ids));
      expect(results).toHaveLength(20);
      const byWorker = new Set(runs.map((r) => r.workerId?.split(':').slice(0, 2).join(':')));
      expect(byWorker.size).toBe(2);
    }, 330_000);

    it('a worker killed with SIGKILL mid-run loses nothing: its lease runs out and another worker retries the run', async () => {
      const [id] = (await queueRuns(1, () => 'wait for "Done" to appear', '/slow')) as [string];
      const lease = { ...env, SCOUT_RUN_LEASE_MS: '2000', SCOUT_WORKER_CONCURRENCY: '1' };
      const doomed = startWorkerProcess(lease);
      await eventually(async () => (await runsOf([id]))[0]!.status === 'RUNNING', Boolean, {
        what: 'the run to be RUNNING',
        timeoutMs: 60_000,
        intervalMs: 200,
      });
      await stopProcess(doomed, 'SIGKILL');
      const survivor = startWorkerProcess(lease);
      try {
        await eventually(
          async () => ['PASSED', 'FAILED', 'ERROR'].includes((await runsOf([id]))[0]!.status),
          Boolean,
          { what: 'the run to end', timeoutMs: 90_000, intervalMs: 200 },
        );
      } finally {
        await stopProcess(survivor);
      }
      const [run] = await runsOf([id]);
      expect(run, JSON.stringify(run)).toMatchObject({ status: 'PASSED', attempts: 2 });
      const [test] = await t.deps.database.db.select().from(tests).where(eq(tests.id, run!.testId));
      expect(test!.status).toBe('PASSED');
    }, 180_000);
  },
);
