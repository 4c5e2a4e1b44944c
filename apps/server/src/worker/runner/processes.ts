import fs from 'node:fs';
import path from 'node:path';

/** How long the processes left by a run's user may take to die after SIGKILL. */
const KILL_WAIT_MS = 10_000;

/**
 * When a process started (clock ticks since boot, /proc/<pid>/stat's 22nd field): a pid together
 * with it names one process, where a pid alone may have been handed to another since.
 */
export function readStartTime(pid: number): string | undefined {
  return readStat(pid)?.[19];
}

/**
 * The fields of /proc/<pid>/stat after the command's name (state, ppid, …, the start time at
 * 19); undefined once the process is gone. The name in parentheses may hold spaces and
 * parentheses; the fields after the last `)` are plain.
 */
export function readStat(pid: number | string): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Whether the process `pid` that started at `startTime` still runs (not a zombie). */
export function isRunning(pid: number, startTime: string): boolean {
  return readStartTime(pid) === startTime && !isZombie(pid);
}

/**
 * Kills every process of `uid` (any of its real, effective, saved or file uids), and waits until
 * none is left: a run's user is handed to the next run only once nothing of the last run (its
 * process, its browser, anything they left behind) can read what the next one holds.
 */
export async function killProcessesOf(uid: number): Promise<void> {
  if (uid === 0 || uid === process.getuid?.()) throw new Error(`refusing to kill uid ${uid}`);
  await killUntilGone(() => listProcesses((pid) => uidsOf(pid)?.includes(uid) ?? false));
}

/** Kills every process whose working folder is `folder` or inside it, and waits until gone. */
export async function killProcessesIn(folder: string): Promise<void> {
  const inside = (pid: number) => {
    try {
      const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
      return cwd === folder || cwd.startsWith(folder + path.sep);
    } catch {
      return false;
    }
  };
  await killUntilGone(() => listProcesses((pid) => pid !== process.pid && inside(pid)));
}

async function killUntilGone(find: () => number[]) {
  const deadline = Date.now() + KILL_WAIT_MS;
  for (let left = find(); left.length > 0; left = find()) {
    if (Date.now() > deadline) throw new Error(`processes ${left.join(', ')} did not die`);
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function listProcesses(matches: (pid: number) => boolean): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => !isZombie(pid) && matches(pid));
}

function uidsOf(pid: number): number[] | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return status
      .match(/^Uid:\s+(.*)$/m)?.[1]
      .trim()
      .split(/\s+/)
      .map(Number);
  } catch {
    return undefined;
  }
}

/** Whether `pid` is gone or a zombie: dead, holding no memory, not yet collected by its parent. */
export function isZombie(pid: number): boolean {
  const state = readStat(pid)?.[0];
  return state === undefined || state === 'Z' || state === 'X';
}
