import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../fixtures/serve.js';
import { createApp } from '../src/app.js';
import { bootstrap } from '../src/bootstrap.js';
import { testRuns } from '../src/db/schema.js';
import { parseConfig } from '../src/lib/config.js';
import { createLogger } from '../src/lib/logger.js';
import { startWorker, type Worker } from '../src/worker/worker.js';
import type { ApiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { RecordingMailer, type TestApp } from './helpers/test-app.js';

// Two runs at once execute apart from each other (decision 029): each run's process, and its
// browser, as a runner user of its own, so one run cannot read the other's memory (where its
// testing user's password is) through /proc/<pid>/mem, nor its scratch folder. The server runs as
// root, as after scripts/setup.sh, with the runner users scripts/runner-user.sh creates.

let t: TestApp;
let worker: Worker;
let site: FixtureServer;
let dataDir: string;
const started: { pid: number; uid: number | null }[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-apart-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCOUT_DATA_DIR: dataDir,
    SCOUT_PUBLIC_URL: 'http://scout.test',
    SCOUT_SUBMISSION_LIMIT: '0',
    SCOUT_ALLOWED_NETWORKS: '127.0.0.1',
  });
  const mailer = new RecordingMailer();
  const deps = await bootstrap(config, createLogger('silent'), { mailer });
  t = { app: createApp(deps), deps, mailer, close: async () => deps.database.close() };
  site = await startFixtureServer();
  worker = startWorker(deps, deps.bus, {
    concurrency: 2,
    pollMs: 100,
    leaseMs: 10_000,
    onRunProcess: (child) => started.push(child),
  });
  deps.onRunQueued = () => worker.wake();
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await t?.deps.bus.close();
  await Promise.all([t?.close(), site?.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Queues a run that stays live ~15 s (it waits for a text that never appears), with a password. */
async function startSlowRun(client: ApiClient, password: string) {
  const user = await client.post('/api/testing-users', {
    name: 'Demo',
    auth_type: 'email_password',
    email: 'demo@fixture.test',
    password,
  });
  const suite = await client.post('/api/test-suites', {
    name: 'Todo',
    browser: 'chromium',
    starting_url: `${site.url}/todo/`,
    testing_user_id: user.body.id,
  });
  const test = await client.post('/api/tests', {
    name: 'Waits',
    test_objective: 'The page eventually says it is done',
    description: 'wait for "Nothing like this" to appear',
    test_suite_id: suite.body.id,
  });
  expect(test.status, JSON.stringify(test.body)).toBe(201);
  const run = await client.post(`/api/tests/${test.body.id}/runs`, { tzOffset: 0 });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  return run.body.id as string;
}

const isAlive = (pid: number) => fs.existsSync(`/proc/${pid}`);
const gidOf = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Gid:\s+(\d+)/m)?.[1]);

/** As `uid`/`gid`: reads 16 bytes of process `pid`'s memory at `address`; the error code if not. */
function readMemoryAs(uid: number, gid: number, pid: number, address: string) {
  const script = `const fs=require('fs');try{const fd=fs.openSync('/proc/${pid}/mem','r');const n=fs.readSync(fd,Buffer.alloc(16),0,16,BigInt('0x${address}'));console.log('read '+n+' bytes')}catch(e){console.log(e.code)}`;
  const result = spawnSync(process.execPath, ['-e', script], {
    uid,
    gid,
    cwd: '/',
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

/** As `uid`/`gid`: lists `folder`; the error code if it cannot. */
function listAs(uid: number, gid: number, folder: string) {
  const script = `try{console.log('listed '+require('fs').readdirSync(${JSON.stringify(folder)}).length)}catch(e){console.log(e.code)}`;
  const result = spawnSync(process.execPath, ['-e', script], {
    uid,
    gid,
    cwd: '/',
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

describe('two runs at once execute apart from each other', () => {
  it('one run’s user cannot read the other run’s memory or scratch folder', async () => {
    expect(process.getuid!(), 'this test needs root, as the server after setup').toBe(0);
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const runs = [
      await startSlowRun(first.client, 'first-password'),
      await startSlowRun(second.client, 'second-password'),
    ];
    const [a, b] = await eventually(
      () => started.filter((p) => isAlive(p.pid)),
      (live) => live.length === 2,
      { what: 'both runs’ processes live at once', timeoutMs: 60_000, intervalMs: 100 },
    );
    const address = fs
      .readFileSync(`/proc/${b!.pid}/maps`, 'utf8')
      .split('\n')
      .find((line) => / r[-w]/.test(line))!
      .split('-')[0]!;
    // The server (root) reads it: the probe works, and only the user makes the difference.
    expect(readMemoryAs(0, 0, b!.pid, address)).toBe('read 16 bytes');
    expect(readMemoryAs(a!.uid!, gidOf(a!.pid), b!.pid, address)).toMatch(/^(EACCES|EPERM)$/);
    const scratch = fs.readlinkSync(`/proc/${b!.pid}/cwd`);
    expect(path.basename(scratch)).toMatch(/^scout-run-/);
    expect(listAs(a!.uid!, gidOf(a!.pid), scratch)).toBe('EACCES');
    expect(a!.uid).not.toBe(b!.uid);

    for (const runId of runs) {
      const run = await eventually(
        async () =>
          (await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, runId)))[0],
        (row) => Boolean(row && !['QUEUED', 'RUNNING'].includes(row.status)),
        { what: 'the run to end', timeoutMs: 90_000, intervalMs: 100 },
      );
      expect(run!.status).toBe('FAILED');
    }
  }, 200_000);
});
