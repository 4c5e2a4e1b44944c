import fs from 'node:fs';
import { readStat } from './processes.js';

/**
 * Kills a run's process and every process below it, at once. The run's process leads a process
 * group of its own (run-in-child.ts spawns it detached), but Playwright starts Chromium in a group
 * of its own too, so the group alone would leave the browser and its helpers running (a renderer
 * in a busy loop among them). The tree is read from /proc and stopped first (SIGSTOP), so nothing
 * in it can start another process between reading it and killing it; then all of it is killed.
 */
export function killProcessTree(pid: number): void {
  const stopped = new Set<number>([pid]);
  signal(pid, 'SIGSTOP');
  // A process may have forked between the read and its stop: read until no new one shows up.
  for (let grew = true; grew;) {
    grew = false;
    for (const child of descendantsOf(stopped)) {
      stopped.add(child);
      signal(child, 'SIGSTOP');
      grew = true;
    }
  }
  signal(-pid, 'SIGKILL');
  for (const each of stopped) signal(each, 'SIGKILL');
}

/** The processes whose parent is in `parents` and that are not in it themselves. */
function descendantsOf(parents: Set<number>): number[] {
  let names: string[];
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return []; // no /proc (not Linux): the process group is all that can be killed
  }
  const found: number[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name) || parents.has(Number(name))) continue;
    const ppid = readStat(name)?.[1]; // undefined: gone meanwhile
    if (ppid !== undefined && parents.has(Number(ppid))) found.push(Number(name));
  }
  return found;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
