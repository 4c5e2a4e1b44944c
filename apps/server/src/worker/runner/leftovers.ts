import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isRunning, killProcessesIn, readStartTime } from './processes.js';
import type { RunnerPool } from './runner-pool.js';

const SCRATCH = /^scout-run-(\d+)\.(\d+)-/;

/**
 * Where a run's scratch folder is made (mkdtemp): its name holds the server's pid and start time,
 * so a Scout starting later can tell the folders of a server that died (kill -9, a crash) from
 * those of another Scout still running on the machine.
 */
export function scratchPrefix(): string {
  return path.join(os.tmpdir(), `scout-run-${process.pid}.${readStartTime(process.pid)}-`);
}

/**
 * What servers that died left behind, cleared at start: the runner users they held (every process
 * of those users killed, the locks freed), then their scratch folders (with the run's screenshots
 * and trace) and any process still working in one, as in a Scout running as an ordinary user.
 */
export async function clearLeftovers(pool: RunnerPool | undefined, tmpDir = os.tmpdir()) {
  await pool?.sweep();
  for (const name of await fs.readdir(tmpDir)) {
    const [, pid, startTime] = SCRATCH.exec(name) ?? [];
    if (!pid || !startTime || isRunning(Number(pid), startTime)) continue;
    const folder = path.join(tmpDir, name);
    const stat = await fs.lstat(folder).catch(() => undefined);
    if (!stat?.isDirectory()) continue;
    await killProcessesIn(folder);
    await removeScratch(folder);
  }
}

/**
 * Removes a scratch folder with its owner's rights when Scout is root: a run (or any user) that
 * swaps a folder inside it for a link while it is being removed then only reaches what it could
 * remove itself, never root's files.
 */
export async function removeScratch(folder: string): Promise<void> {
  const stat = await fs.lstat(folder).catch(() => undefined);
  if (!stat?.isDirectory()) return;
  if (process.getuid?.() !== 0 || stat.uid === 0) {
    await fs.rm(folder, { recursive: true, force: true });
    return;
  }
  await new Promise<void>((resolve) => {
    const rm = spawn('rm', ['-rf', '--', folder], {
      uid: stat.uid,
      gid: stat.gid,
      stdio: 'ignore',
    });
    rm.once('error', () => resolve());
    rm.once('exit', () => resolve());
  });
}
