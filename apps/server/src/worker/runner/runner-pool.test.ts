import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStartTime } from './processes.js';
import { createRunnerPool } from './runner-pool.js';

// The runner users' pool (decision 029) on a lock folder of its own, with uids no account has:
// root can start processes as any uid, which is all a run's user is to the kernel.

const users = [
  { name: 'pool-test-1', uid: 64_001, gid: 64_001 },
  { name: 'pool-test-2', uid: 64_002, gid: 64_002 },
];
let lockDir: string;
beforeEach(() => {
  lockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-pool-test-'));
});
afterEach(() => fs.rmSync(lockDir, { recursive: true, force: true }));

/** A process as `uid` that would live 10 minutes, and a promise of its end. */
function leftoverOf(uid: number) {
  const child = spawn('sleep', ['600'], { uid, gid: uid, stdio: 'ignore' });
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return { child, ended };
}

/** Whether `pid` still runs: a zombie (killed, not yet collected by its parent) does not. */
function isRunning(pid: number) {
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

describe.skipIf(process.getuid?.() !== 0)('the runner users’ pool (as root)', () => {
  it('two Scout instances on one machine never hand out the same user at once', async () => {
    const one = createRunnerPool(users, { lockDir });
    const other = createRunnerPool(users, { lockDir });
    const first = await one.acquire();
    const second = await other.acquire();
    expect(second.identity.uid).not.toBe(first.identity.uid);
    expect(await other.tryAcquire()).toBeUndefined();
    expect(await one.tryAcquire()).toBeUndefined();
    await first.release();
    expect((await other.tryAcquire())?.identity.uid).toBe(first.identity.uid);
  });

  it('a run waits for a user to be freed, and past the wait says how to grow the pool', async () => {
    const pool = createRunnerPool(users.slice(0, 1), { lockDir, waitMs: 60_000 });
    const held = await pool.acquire();
    const waiting = pool.acquire();
    await held.release();
    expect((await waiting).identity.uid).toBe(users[0]!.uid);

    const small = createRunnerPool(users.slice(1), { lockDir, waitMs: 300 });
    await small.acquire();
    await expect(small.acquire()).rejects.toThrow(
      /Every runner user \(pool-test-2 … pool-test-2\) stayed busy with other runs for 0.3 s, .* grow the pool with SCOUT_RUNNER_POOL_SIZE \(now 1;/,
    );
  });

  it('hands a user out only once every process of it is gone', async () => {
    const leftover = leftoverOf(users[0]!.uid);
    const pool = createRunnerPool(users.slice(0, 1), { lockDir });
    const lease = await pool.acquire();
    expect(isRunning(leftover.child.pid!), 'a process of the user handed out').toBe(false);
    expect(await leftover.ended).toBe('SIGKILL');
    const after = leftoverOf(users[0]!.uid);
    await lease.release();
    expect(isRunning(after.child.pid!), 'a process of the user freed').toBe(false);
    expect(await after.ended).toBe('SIGKILL');
  });

  it('frees the users of a server that died, and never those of one that runs', async () => {
    const dead = spawn('true');
    const deadPid = dead.pid!;
    const deadStart = readStartTime(deadPid);
    await new Promise((resolve) => dead.once('exit', resolve));
    // Held by a server that was killed, with a process of that user still running…
    fs.writeFileSync(path.join(lockDir, `${users[0]!.uid}.lock`), `${deadPid} ${deadStart}\n`);
    const leftover = leftoverOf(users[0]!.uid);
    // …and by a Scout that runs (this process, as another instance would).
    const live = `${process.pid} ${readStartTime(process.pid)}\n`;
    fs.writeFileSync(path.join(lockDir, `${users[1]!.uid}.lock`), live);

    const pool = createRunnerPool(users, { lockDir });
    await pool.sweep();
    expect(isRunning(leftover.child.pid!), "a process of the dead server's user").toBe(false);
    expect(await leftover.ended).toBe('SIGKILL');
    expect(fs.existsSync(path.join(lockDir, `${users[0]!.uid}.lock`))).toBe(false);
    expect(fs.readFileSync(path.join(lockDir, `${users[1]!.uid}.lock`), 'utf8')).toBe(live);
    expect((await pool.tryAcquire())?.identity.uid).toBe(users[0]!.uid);
    expect(await pool.tryAcquire()).toBeUndefined();
  });
});
