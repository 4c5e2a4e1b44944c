import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { createApp } from '../src/app.js';
import { bootstrap } from '../src/bootstrap.js';
import { parseConfig } from '../src/lib/config.js';
import { createLogger } from '../src/lib/logger.js';
import { readStartTime } from '../src/worker/runner/processes.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { queueWaitingRun } from './helpers/workspace.js';
import { RecordingMailer } from './helpers/test-app.js';
import { scoutEntry } from './helpers/scout-entry.js';
import { stopProcess } from './helpers/worker-process.js';

// A server killed with SIGKILL mid-run leaves the run's scratch folder (its screenshots, its
// trace) in the temporary folder; the next Scout to start on the machine removes it, and never
// the folders of another Scout that still runs. The servers here are `npm start` in processes of
// their own, on one PGlite data directory, with a temporary folder of their own: every Scout that
// starts (another test file's, running beside this one) sweeps its temporary folder, and in the
// shared one could remove the dead server's folder before the second server here does.

const ROOT = path.resolve(import.meta.dirname, '../../..');
let site: FixtureServer;
let dataDir: string;
let tmpDir: string;
const env = () => {
  const { DATABASE_URL: _none, ...rest } = process.env;
  return {
    ...rest,
    SCOUT_DATA_DIR: dataDir,
    TMPDIR: tmpDir,
    PORT: '0',
    LOG_LEVEL: 'info',
    SCOUT_WORKER_CONCURRENCY: '1',
    SCOUT_ALLOWED_NETWORKS: '127.0.0.1',
  };
};

/** `npm start` as a child process, and a promise that it listens. */
function startServer() {
  const child = spawn(process.execPath, scoutEntry('server'), {
    cwd: ROOT,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Scout is running')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  listening.catch(() => undefined);
  return { child, listening };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-sweep-'));
  // Like /tmp: the runner users create nothing in it, but pass through to their scratch folders.
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-sweep-tmp-'));
  fs.chmodSync(tmpDir, 0o1777);
  site = await startFixtureServer();
  // A run queued for the first server: a test that waits ~15 s for a text that never appears.
  const config = parseConfig({
    SCOUT_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SCOUT_ALLOWED_NETWORKS: '127.0.0.1',
  });
  const mailer = new RecordingMailer();
  const deps = await bootstrap(config, createLogger('silent'), { mailer });
  const t = { app: createApp(deps), deps, mailer, close: async () => deps.database.close() };
  const { client } = await signedInUser(t);
  await queueWaitingRun(client, site.url, 'demo-password');
  await deps.bus.close();
  await deps.database.close();
}, 60_000);

afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

/** The processes whose parent is `ppid`. */
function childrenOf(ppid: number) {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        return Number(status.match(/^PPid:\s+(\d+)/m)?.[1]) === ppid;
      } catch {
        return false;
      }
    });
}

const cwdOf = (pid: number) => {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
};

describe('scratch folders of a server that died', () => {
  it('are removed by the next start, and nothing of its run runs; a running Scout’s are kept', async () => {
    const first = startServer();
    await first.listening;
    // Mid-run: the run's process (in its scratch folder) has started its browser.
    const runProcess = await eventually(
      () =>
        childrenOf(first.child.pid!).find(
          (pid) => /scout-run-/.test(cwdOf(pid)) && childrenOf(pid).length > 0,
        ),
      Boolean,
      { what: "the run's process with its browser", timeoutMs: 90_000, intervalMs: 100 },
    );
    const scratch = cwdOf(runProcess!);
    const browsers = childrenOf(runProcess!);
    await stopProcess(first.child, 'SIGKILL');
    await eventually(
      () => fs.existsSync(`/proc/${runProcess}`),
      (alive) => !alive,
      { what: "the dead server's run process to exit", timeoutMs: 15_000, intervalMs: 100 },
    );
    expect(fs.existsSync(scratch), 'the folder the killed server left').toBe(true);
    // Another Scout on the machine that runs (this process stands for it) has a run going.
    const running = fs.mkdtempSync(
      path.join(tmpDir, `scout-run-${process.pid}.${readStartTime(process.pid)}-`),
    );

    const second = startServer();
    try {
      await second.listening;
      await eventually(
        () => fs.existsSync(scratch),
        (left) => !left,
        { what: "the dead server's scratch folder to be removed", timeoutMs: 20_000 },
      );
      expect(fs.existsSync(running), "a running Scout's scratch folder").toBe(true);
      expect(browsers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
    } finally {
      await stopProcess(second.child);
      fs.rmSync(running, { recursive: true, force: true });
    }
  }, 200_000);
});
