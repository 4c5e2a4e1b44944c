// `npm run bench -- runs`: on PostgreSQL with two worker processes, the median time from Run to
// RUNNING and the runs completed per minute for a 5-step fixture test, at concurrency 1, 2 and 4
// per worker. Needs TEST_DATABASE_URL (or DATABASE_URL) pointing at a server it may create a
// scratch database on.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { startFixtureServer } from '../fixtures/serve.js';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import { testRuns, tests, testSuites, users } from '../apps/server/src/db/schema.js';
import { parseConfig } from '../apps/server/src/lib/config.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { queueRun } from '../apps/server/src/services/runs/queue-run.js';
import { median } from './stats.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIVE_STEPS = `1. Type "Buy milk" into the "New task" field
2. Click Add
3. Type "Walk the dog" into New task
4. Press Enter
5. Check that the page shows "2 open tasks"`;
const SECRET = 'bench-secret-bench-secret-bench-secret-00';

export async function main(args: string[]): Promise<number> {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server.');
    return 2;
  }
  const runsPerLevel = Number(args[0] ?? 16);
  const name = `scout_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-'));
  const config = parseConfig({
    DATABASE_URL: url.toString(),
    SCOUT_DATA_DIR: dataDir,
    SCOUT_SECRET: SECRET,
    LOG_LEVEL: 'silent',
  });
  const deps = await bootstrap(config, createLogger('silent'));
  const site = await startFixtureServer();
  const { db } = deps.database;
  try {
    const email = 'bench@example.com';
    await deps.auth.api.signUpEmail({ body: { email, password: 'bench-password', name: email } });
    const [user] = await db.select().from(users);
    const [suite] = await db
      .insert(testSuites)
      .values({
        name: 'Todo',
        browser: 'chromium',
        startingUrl: `${site.url}/todo/`,
        createdBy: user!.id,
      })
      .returning();
    console.log(
      `Runs: ${runsPerLevel} per level, 5-step todo test, 2 worker processes, PostgreSQL ${name}`,
    );
    console.log('concurrency/worker | Run→RUNNING median ms | max ms | runs/min | all PASSED');
    for (const concurrency of [1, 2, 4]) {
      const workers = [1, 2].map(() => startWorker(url.toString(), dataDir, concurrency));
      await waitForWorkers(workers);
      const newTest = async (i: number) => {
        const [test] = await db
          .insert(tests)
          .values({
            name: `T${i}`,
            testObjective: FIVE_STEPS,
            testSuiteId: suite!.id,
            createdBy: user!.id,
            status: 'READY',
          })
          .returning();
        return test!.id;
      };
      const waitDone = async (ids: string[]) => {
        const deadline = Date.now() + 10 * 60_000;
        while (Date.now() < deadline) {
          const rows = await db.select().from(testRuns).where(inArray(testRuns.id, ids));
          if (rows.every((r) => r.status !== 'QUEUED' && r.status !== 'RUNNING')) return rows;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`runs still unfinished after 10 minutes: ${ids.join(', ')}`);
      };
      // Latency: one run at a time on idle workers.
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const run = await queueRun(deps, user!.id, await newTest(i));
        const [row] = await waitDone([run.id]);
        waits.push(row!.startedAt!.getTime() - row!.createdAt.getTime());
      }
      // Throughput: a burst of runs queued at once.
      const testIds = await Promise.all(
        Array.from({ length: runsPerLevel }, (_, i) => newTest(100 + i)),
      );
      const started = Date.now();
      const runIds: string[] = [];
      for (const id of testIds) runIds.push((await queueRun(deps, user!.id, id)).id);
      const rows = await waitDone(runIds);
      const elapsedMin = (Math.max(...rows.map((r) => r.finishedAt!.getTime())) - started) / 60_000;
      console.log(
        `${String(concurrency).padStart(18)} | ${median(waits).toFixed(0).padStart(21)} | ${String(Math.max(...waits)).padStart(6)} | ${(rows.length / elapsedMin).toFixed(1).padStart(8)} | ${rows.every((r) => r.status === 'PASSED')}`,
      );
      await Promise.all(workers.map(stop));
    }
    console.log(
      'Run→RUNNING: 5 single runs on idle workers (woken by NOTIFY). runs/min: a burst queued at once, first queued to last finished.',
    );
    return 0;
  } finally {
    await site.close();
    await deps.bus.close();
    await deps.database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function startWorker(databaseUrl: string, dataDir: string, concurrency: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SCOUT_DATA_DIR: dataDir,
      SCOUT_SECRET: SECRET,
      SCOUT_WORKER_CONCURRENCY: String(concurrency),
      // One account queues every run here: its cap (decision 025) would hold them to a few at once.
      SCOUT_MAX_RUNS_PER_ACCOUNT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  return Object.assign(child, { ready: () => out.includes('worker started') });
}

async function waitForWorkers(workers: (ChildProcess & { ready(): boolean })[]) {
  while (!workers.every((w) => w.ready())) await new Promise((r) => setTimeout(r, 100));
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
