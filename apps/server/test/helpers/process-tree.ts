import fs from 'node:fs';
import path from 'node:path';

export interface Proc {
  pid: number;
  ppid: number;
  /** The command line, split at NULs and spaces (Chromium's helpers rewrite theirs). */
  args: string[];
}

/** Every live process this test process started, directly or not, read from /proc (zombies,
 *  killed but not yet reaped, are left out: they hold no memory and run nothing). */
export function descendants(root = process.pid): Proc[] {
  const all: Proc[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const args = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
      all.push({ pid: Number(name), ppid: Number(ppid), args });
    } catch {
      // gone meanwhile
    }
  }
  const mine = new Set([root]);
  const found: Proc[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (mine.has(p.ppid) && !mine.has(p.pid)) {
        mine.add(p.pid);
        found.push(p);
        grew = true;
      }
    }
  }
  return found;
}

export const isChromium = (p: Proc) =>
  /^(chrom(e|ium)(-browser)?|headless_shell)$/.test(path.basename(p.args[0] ?? ''));

/** Whether the process is still there (a zombie counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}
