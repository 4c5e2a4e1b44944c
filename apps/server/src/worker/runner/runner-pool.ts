import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isRunning, killProcessesOf, readStartTime } from './processes.js';
import type { RunnerIdentity } from './runner-user.js';

/** Where the Scout instances on this machine note which runner user each holds (tmpfs, root's). */
export const RUNNER_LOCK_DIR = '/run/scout-runners';
/** How long a run waits for a free runner user before it ends ERROR. */
const WAIT_MS = 60_000;
const POLL_MS = 250;

export interface RunnerLease {
  identity: RunnerIdentity;
  /** Kills whatever of this user is left, then frees it for the next run. */
  release(): Promise<void>;
}

export interface RunnerPool {
  /** A free user, as soon as one is free; fails after the wait with how to grow the pool. */
  acquire(): Promise<RunnerLease>;
  /** A free user now, or undefined (the spare process only takes a user that is free). */
  tryAcquire(): Promise<RunnerLease | undefined>;
  /** Frees the users of Scout instances that died (kill -9), killing what they left running. */
  sweep(): Promise<void>;
}

/**
 * The runner users (decision 029), each held by one run's process at a time, across every Scout
 * instance on the machine: a lock file per uid in `lockDir` holds the holder's pid and start time,
 * so the lock of a process that died is seen as free, and a pid handed to another process since is
 * not taken for the holder. Before a user is handed out, every process of it is killed.
 */
export function createRunnerPool(
  identities: RunnerIdentity[],
  { lockDir = RUNNER_LOCK_DIR, waitMs = WAIT_MS } = {},
): RunnerPool {
  const me = `${process.pid} ${readStartTime(process.pid)}\n`;
  const held = new Set<number>();
  const waiting = new Set<() => void>();
  const lockOf = (uid: number) => path.join(lockDir, `${uid}.lock`);

  const take = async (identity: RunnerIdentity): Promise<RunnerLease | undefined> => {
    if (held.has(identity.uid) || !(await lock(lockOf(identity.uid), me))) return undefined;
    held.add(identity.uid);
    try {
      await killProcessesOf(identity.uid);
    } catch (error) {
      // Left locked: a user whose processes do not die is not handed to another run.
      throw new Error(`The runner user “${identity.name}” could not be freed: ${String(error)}`, {
        cause: error,
      });
    }
    return { identity, release: () => release(identity) };
  };
  const tryAcquire = async () => {
    await fs.mkdir(lockDir, { recursive: true, mode: 0o700 });
    for (const identity of identities) {
      const lease = await take(identity);
      if (lease) return lease;
    }
    return undefined;
  };
  const release = async (identity: RunnerIdentity) => {
    await killProcessesOf(identity.uid);
    const file = lockOf(identity.uid);
    if ((await fs.readFile(file, 'utf8').catch(() => '')) === me) await fs.rm(file);
    held.delete(identity.uid);
    for (const wake of waiting) wake();
  };

  return {
    tryAcquire,
    async acquire() {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const lease = await tryAcquire();
        if (lease) return lease;
        if (Date.now() > deadline) throw new Error(busyMessage(identities, waitMs));
        // Freed here: at once; by another Scout instance: seen at the next look.
        await new Promise<void>((resolve) => {
          const wake = () => (clearTimeout(timer), waiting.delete(wake), resolve());
          const timer = setTimeout(wake, POLL_MS);
          waiting.add(wake);
        });
      }
    },
    async sweep() {
      await fs.mkdir(lockDir, { recursive: true, mode: 0o700 });
      for (const identity of identities) {
        const holder = await fs.readFile(lockOf(identity.uid), 'utf8').catch(() => undefined);
        if (holder === undefined || isHolderRunning(holder) || held.has(identity.uid)) continue;
        const lease = await take(identity).catch(() => undefined);
        await lease?.release();
      }
    },
  };
}

function busyMessage(identities: RunnerIdentity[], waitMs: number) {
  const size = identities.length;
  return `Every runner user (${identities[0]?.name} … ${identities.at(-1)?.name}) stayed busy with other runs for ${waitMs / 1000} s, here or in another Scout on this machine: grow the pool with SCOUT_RUNNER_POOL_SIZE (now ${size}; at least the worker concurrency plus one for each Scout on the machine) and run \`SCOUT_RUNNER_POOL_SIZE=${size * 2} bash scripts/runner-user.sh\` to create the users.`;
}

/**
 * Takes the lock file `file` for `me`: creates it, or replaces it when its holder is gone. A stale
 * lock is moved aside (rename is atomic: of two instances taking it, one gets it) and put back if
 * what was moved turns out to be a live holder's, which another instance wrote meanwhile.
 */
async function lock(file: string, me: string): Promise<boolean> {
  if (await create(file, me)) return true;
  const holder = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (holder === undefined || isHolderRunning(holder)) return false;
  const aside = `${file}.${randomUUID()}`;
  if (
    !(await fs.rename(file, aside).then(
      () => true,
      () => false,
    ))
  )
    return false;
  const moved = await fs.readFile(aside, 'utf8').catch(() => '');
  if (moved !== holder && isHolderRunning(moved)) {
    await fs.link(aside, file).catch(() => undefined);
    await fs.rm(aside, { force: true });
    return false;
  }
  await fs.rm(aside, { force: true });
  return create(file, me);
}

/** Creates `file` holding `content` unless it exists, never half-written: written aside, then
 *  linked in place (link fails on an existing name). */
async function create(file: string, content: string): Promise<boolean> {
  const draft = `${file}.${randomUUID()}`;
  await fs.writeFile(draft, content, { mode: 0o600 });
  try {
    await fs.link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

function isHolderRunning(holder: string): boolean {
  const [pid, startTime] = holder.trim().split(' ');
  return Boolean(pid && startTime && isRunning(Number(pid), startTime));
}
