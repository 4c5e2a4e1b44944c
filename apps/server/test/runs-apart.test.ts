import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns } from '../src/db/schema.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { queueWaitingRun } from './helpers/workspace.js';

// Two runs at once execute apart from each other (decision 029): each run's process, and its
// browser, as a runner user of its own, so one run cannot read the other's memory (where its
// testing user's password is) through /proc/<pid>/mem, nor its scratch folder. The server runs as
// root, as after scripts/setup.sh, with the runner users scripts/runner-user.sh creates.

let app: AppWithWorker;
const started: { pid: number; uid: number | null }[] = [];

beforeAll(async () => {
  app = await startAppWithWorker({
    concurrency: 2,
    leaseMs: 10_000,
    onRunProcess: (child) => started.push(child),
  });
}, 90_000);
afterAll(() => app?.close());

const isAlive = (pid: number) => fs.existsSync(`/proc/${pid}`);
const gidOf = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Gid:\s+(\d+)/m)?.[1]);

/** As `uid`/`gid`: reads 16 bytes of process `pid`'s memory at `address`; the error code if not. */
const readMemoryAs = (uid: number, gid: number, pid: number, address: string) =>
  runScriptAs(
    uid,
    gid,
    `const fs=require('fs');try{const fd=fs.openSync('/proc/${pid}/mem','r');const n=fs.readSync(fd,Buffer.alloc(16),0,16,BigInt('0x${address}'));console.log('read '+n+' bytes')}catch(e){console.log(e.code)}`,
  );

/** As `uid`/`gid`: lists `folder`; the error code if it cannot. */
const listAs = (uid: number, gid: number, folder: string) =>
  runScriptAs(
    uid,
    gid,
    `try{console.log('listed '+require('fs').readdirSync(${JSON.stringify(folder)}).length)}catch(e){console.log(e.code)}`,
  );

/** Runs a Node script as `uid`/`gid` and returns what it printed. */
function runScriptAs(uid: number, gid: number, script: string) {
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
    const first = await signedInUser(app.t);
    const second = await signedInUser(app.t);
    const runs = [
      await queueWaitingRun(first.client, app.site.url, 'first-password'),
      await queueWaitingRun(second.client, app.site.url, 'second-password'),
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
          (await app.t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, runId)))[0],
        (row) => Boolean(row && !['QUEUED', 'RUNNING'].includes(row.status)),
        { what: 'the run to end', timeoutMs: 90_000, intervalMs: 100 },
      );
      expect(run!.status).toBe('FAILED');
    }
  }, 200_000);
});
