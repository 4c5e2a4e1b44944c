import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { createApp } from '../src/app.js';
import { bootstrap } from '../src/bootstrap.js';
import { testRuns } from '../src/db/schema.js';
import { parseConfig } from '../src/lib/config.js';
import { createLogger } from '../src/lib/logger.js';
import { createRunnerPool } from '../src/worker/runner/runner-pool.js';
import { resolveRunners } from '../src/worker/runner/runner-user.js';
import { startWorker, type Worker } from '../src/worker/worker.js';
import type { ApiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import {
  descendants as descendantsOf,
  isChromium,
  type Proc as TreeProc,
} from './helpers/process-tree.js';
import { queueWaitingRun } from './helpers/workspace.js';
import { RecordingMailer, type TestApp } from './helpers/test-app.js';

// A run executes apart from the server's secrets (docs/security.md): in a process of its own, as
// another user, with Chromium's sandbox on, unable to read the data directory. The server here
// is set up as `npm start` sets itself up: PGlite and secret.key in a data directory it creates
// (0755 by the umask, as ./data would be), next to a .env an administrator left there.

let t: TestApp;
let worker: Worker;
let site: FixtureServer;
let base: string;
let dataDir: string;
/** The processes given a run, in order (a spare process waits beside them with its own browser). */
const runProcesses: number[] = [];

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-isolation-'));
  fs.chmodSync(base, 0o755);
  dataDir = path.join(base, 'data');
  fs.mkdirSync(dataDir, { mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, '.env'), 'SCOUT_SECRET=an-administrators-secret\n', {
    mode: 0o644,
  });
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCOUT_DATA_DIR: dataDir,
    SCOUT_PUBLIC_URL: 'http://scout.test',
    SCOUT_SUBMISSION_LIMIT: '0',
    // The fixture site is on 127.0.0.1 (Scout's own port stays blocked).
    SCOUT_ALLOWED_NETWORKS: '127.0.0.1',
  });
  const mailer = new RecordingMailer();
  const deps = await bootstrap(config, createLogger('silent'), { mailer });
  t = { app: createApp(deps), deps, mailer, close: async () => deps.database.close() };
  site = await startFixtureServer();
  worker = startWorker(deps, deps.bus, {
    concurrency: 1,
    pollMs: 100,
    leaseMs: 5_000,
    onRunProcess: ({ pid }) => runProcesses.push(pid),
  });
  deps.onRunQueued = () => worker.wake();
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await t?.deps.bus.close();
  await Promise.all([t?.close(), site?.close()]);
  fs.rmSync(base, { recursive: true, force: true });
});

/** A process below this test with what its status says of its sandbox. */
interface Proc extends TreeProc {
  uid: number;
  seccomp: number;
  /** How many PID namespaces the process is in (NSpid): more than ours when sandboxed. */
  pidNamespaces: number;
}

/** Every process this test process started, directly or not, with its uid and sandbox. */
function descendants(): Proc[] {
  return descendantsOf().flatMap((p) => {
    try {
      const status = fs.readFileSync(`/proc/${p.pid}/status`, 'utf8');
      const field = (key: string) => status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1];
      return [
        {
          ...p,
          uid: Number(field('Uid')),
          seccomp: Number(field('Seccomp') ?? 0),
          pidNamespaces: (status.match(/^NSpid:\s+(.*)$/m)?.[1] ?? '').trim().split(/\s+/).length,
        },
      ];
    } catch {
      return []; // gone meanwhile
    }
  });
}

const typeOf = (p: Proc) => p.args.find((a) => a.startsWith('--type='))?.slice('--type='.length);

/**
 * The live run's browser (the main Chromium process below the process given the latest run, not
 * the spare's), its renderers and the process above it, once every renderer has engaged its
 * seccomp filter: a renderer forked a moment ago reads Seccomp 0 until it does (seen in CI under
 * load). An unsandboxed renderer never does, and the wait fails.
 */
async function liveRun(previousRuns: number) {
  return eventually(
    () => {
      const procs = descendants();
      const runProcess = runProcesses[previousRuns];
      const browser = procs.find(
        (p) => isChromium(p) && !typeOf(p) && runProcess !== undefined && p.ppid === runProcess,
      );
      const renderers = procs.filter(
        (p) => typeOf(p) === 'renderer' && browser && isBelow(procs, p, browser.pid),
      );
      return { procs, browser, renderers };
    },
    ({ browser, renderers }) =>
      Boolean(browser && renderers.length > 0 && renderers.every((r) => r.seccomp === 2)),
    {
      what: "the run's browser and its renderers under seccomp-bpf",
      timeoutMs: 90_000,
      intervalMs: 100,
    },
  );
}

function isBelow(procs: Proc[], p: Proc, ancestor: number): boolean {
  for (let at: Proc | undefined = p; at; at = procs.find((q) => q.pid === at!.ppid)) {
    if (at.ppid === ancestor) return true;
  }
  return false;
}

/** A test that stays live ~15 s: it waits for a text that never appears. Returns the run's id
 *  and how many runs were given a process before it (its own is the next). */
async function startSlowRun(client: ApiClient) {
  // The previous run's browser may still be closing once its run is final: not this run's.
  await eventually(
    () => {
      const procs = descendants();
      return procs.some((p) => isChromium(p) && runProcesses.some((r) => isBelow(procs, p, r)));
    },
    (alive) => !alive,
    { what: "the previous run's browser to exit", timeoutMs: 30_000, intervalMs: 100 },
  );
  const previousRuns = runProcesses.length;
  return { runId: await queueWaitingRun(client, site.url, 'demo-password'), previousRuns };
}

const finalRun = (runId: string) =>
  eventually(
    async () => (await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, runId)))[0],
    (run) => Boolean(run && !['QUEUED', 'RUNNING'].includes(run.status)),
    { what: 'the run to end', timeoutMs: 90_000, intervalMs: 100 },
  );

/** Tries to read each file as `uid`/`gid`; what it could read. */
function readableAs(uid: number, gid: number, files: string[]) {
  const script = `const fs=require('fs');const ok=[];for(const f of JSON.parse(process.argv[1])){try{fs.statSync(f).isDirectory()?fs.readdirSync(f):fs.readFileSync(f);ok.push(f)}catch{}}console.log(JSON.stringify(ok))`;
  const result = spawnSync(process.execPath, ['-e', script, JSON.stringify(files)], {
    uid,
    gid,
    cwd: '/',
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as string[];
}

let runUid: number | undefined;
let runGid: number | undefined;

describe('a run executes apart from the server', () => {
  it('runs in another process, as another user, with Chromium sandboxed', async () => {
    const { client } = await signedInUser(t);
    const { runId, previousRuns } = await startSlowRun(client);
    const { procs, browser, renderers } = await liveRun(previousRuns);
    // Whom the run's browser runs as: the next test reads the data directory as that user.
    runUid = browser!.uid;
    runGid = Number(
      fs.readFileSync(`/proc/${browser!.pid}/status`, 'utf8').match(/^Gid:\s+(\d+)/m)?.[1],
    );

    // The browser's parent is the run's own process, not the server's.
    expect(browser!.ppid, "the browser's parent is the server's process").not.toBe(process.pid);
    const runProcess = procs.find((p) => p.pid === browser!.ppid)!;
    expect(runProcess.uid).not.toBe(0);
    expect(runProcess.uid).not.toBe(process.getuid!());
    expect(browser!.uid).toBe(runProcess.uid);

    // Chromium started with its sandbox: no --no-sandbox, and each renderer in namespaces of its
    // own (a nested PID namespace) under seccomp-bpf (Seccomp: 2), as chrome://sandbox reports.
    expect(browser!.args).not.toContain('--no-sandbox');
    for (const renderer of renderers) {
      expect(renderer.args).not.toContain('--no-sandbox');
      expect(renderer.seccomp).toBe(2);
      expect(renderer.pidNamespaces).toBeGreaterThan(browser!.pidNamespaces);
    }
    // The run process's environment holds none of the server's settings.
    const env = fs.readFileSync(`/proc/${runProcess.pid}/environ`, 'utf8');
    expect(env).not.toMatch(/SCOUT_|DATABASE_URL/);

    const run = await finalRun(runId);
    expect(run.status).toBe('FAILED');
  }, 200_000);

  it('the run’s user cannot read the data directory: database, secret.key, .env, other runs', async () => {
    expect(runUid, "the first test saw the run's browser").toBeDefined();
    const files = [
      dataDir,
      path.join(dataDir, 'secret.key'),
      path.join(dataDir, '.env'),
      path.join(dataDir, 'pglite'),
      path.join(dataDir, 'pglite', 'PG_VERSION'),
      path.join(dataDir, 'runs'),
    ];
    expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    // The probe runs as the run's runner user, held for the while (as a run holds it): a pool of
    // another test file, taking that user for a run of its own, kills every process of it first,
    // the probe too (CI: the probe ended without a status).
    const { user, poolSize } = t.deps.config.runner;
    const identity = resolveRunners(user, poolSize).identities?.find((i) => i.uid === runUid);
    const lease = identity ? await createRunnerPool([identity]).acquire() : undefined;
    try {
      expect(readableAs(runUid!, runGid!, files)).toEqual([]);
    } finally {
      await lease?.release();
    }
    // The server itself still reads them.
    expect(readableAs(process.getuid!(), process.getgid!(), files).length).toBeGreaterThan(4);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, '.env')).mode & 0o777).toBe(0o600);
    // Up to a minute for the user if another file's run holds it (runner-pool.ts).
  }, 90_000);

  it('a run whose process is killed ends ERROR with a clear message; the next run works', async () => {
    const { client } = await signedInUser(t);
    const { runId, previousRuns } = await startSlowRun(client);
    const { procs, browser } = await liveRun(previousRuns);
    expect(browser!.ppid, "the browser's parent is the server's process").not.toBe(process.pid);
    const runProcess = procs.find((p) => p.pid === browser!.ppid)!;
    process.kill(runProcess.pid, 'SIGKILL');

    const run = await finalRun(runId);
    expect(run.status).toBe('ERROR');
    expect(run.error).toMatch(/process ended unexpectedly \(SIGKILL\)/);
    // Its browser went with it.
    await eventually(
      () => descendants().some((p) => p.pid === browser!.pid),
      (alive) => !alive,
      { what: 'the killed run’s browser to exit', timeoutMs: 15_000, intervalMs: 100 },
    );
    // The worker carries on with the next run.
    const next = await startSlowRun(client);
    expect((await finalRun(next.runId)).status).toBe('FAILED');
  }, 300_000);
});
