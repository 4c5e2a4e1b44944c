// `npm run bench -- start [--starts 3] [--helps 5]`: how long Scout takes to start (issue 26).
// Runs `npm start` as a user would (a child process group on 127.0.0.1 with a scratch data
// directory, stopped by its own process id) and times it to the first healthy /api/health: once
// on an empty data directory (which the first start creates and migrates), then `--starts` times
// on that data directory. Then times `scout --help` (node packages/cli/bin/scout.js --help).
// Prints medians with the load average (the machine is shared), and beside each wall time the CPU
// time its processes used (Linux: from /proc), which a busy machine stretches far less. It does
// not pass or fail.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { freePort } from './scout-server.js';
import { median } from './stats.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TARGET_MS = 2_000;
const HELP_TARGET_MS = 300;
/** Linux's clock tick (USER_HZ), which /proc's CPU times count in. */
const TICK_MS = 10;

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      starts: { type: 'string', default: '3' },
      helps: { type: 'string', default: '5' },
    },
  });
  const starts = Math.max(1, Number(values.starts));
  const helps = Math.max(1, Number(values.helps));
  console.log(`load average (1, 5, 15 min): ${loadAverage()} on ${os.cpus().length} cores`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-start-'));
  try {
    const first = await timeStart(dataDir);
    console.log(
      `npm start → healthy /api/health, empty data directory: ${ms(first.wall)} (CPU ${ms(first.cpu)})`,
    );
    const times: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < starts; i++) times.push(await timeStart(dataDir));
    console.log(
      `npm start → healthy /api/health, existing data directory: median ${ms(median(times.map((t) => t.wall)))} ` +
        `of ${times.map((t) => ms(t.wall)).join(', ')}; CPU median ${ms(median(times.map((t) => t.cpu)))} ` +
        `(target ≤ ${ms(START_TARGET_MS)} on a quiet machine)`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const helpTimes: number[] = [];
  const helpCpu: number[] = [];
  for (let i = 0; i < helps; i++) {
    const cpu0 = childrenCpu();
    const t0 = performance.now();
    const { status } = spawnSync(process.execPath, ['packages/cli/bin/scout.js', '--help'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    helpTimes.push(performance.now() - t0);
    helpCpu.push(childrenCpu() - cpu0);
    if (status !== 0) {
      console.error(`scout --help exited ${status}`);
      return 1;
    }
  }
  console.log(
    `scout --help (node packages/cli/bin/scout.js --help): median ${ms(median(helpTimes))} ` +
      `of ${helpTimes.map(ms).join(', ')}; CPU median ${ms(median(helpCpu))} (target ≤ ${ms(HELP_TARGET_MS)})`,
  );
  console.log(`load average at the end: ${loadAverage()}`);
  return 0;
}

/** Runs `npm start` on `dataDir` until /api/health answers 200: the milliseconds it took, and the
 *  CPU milliseconds its processes (npm, its shell, node and what they waited for) used. */
async function timeStart(dataDir: string): Promise<{ wall: number; cpu: number }> {
  const port = await freePort();
  const t0 = performance.now();
  // A process group of its own (npm, its shell, node), stopped whole by its id.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SCOUT_DATA_DIR: dataDir,
      SCOUT_PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      SMTP_URL: '',
      SCOUT_WORKER_CONCURRENCY: '0',
      SCOUT_ADMIN_EMAIL: 'bench-admin@example.com',
      SCOUT_ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return { wall: performance.now() - t0, cpu: sessionCpu(child.pid!) };
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`npm start did not serve /api/health:\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
}

/** CPU fields of /proc/<pid>/stat: utime, stime, cutime, cstime (after the command's parentheses). */
function cpuTicks(stat: string, withChildren: boolean): { session: number; ticks: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (field 3): session is field 6, utime… cstime fields 14–17.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return {
    session: Number(fields[3]),
    ticks: utime + stime + (withChildren ? cutime + cstime : 0),
  };
}

/** The CPU milliseconds used by the processes of the session `sid` and the children they waited for. */
function sessionCpu(sid: number): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = cpuTicks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), true);
      if (stat.session === sid) ticks += stat.ticks;
    } catch {
      // gone meanwhile
    }
  }
  return ticks * TICK_MS;
}

/** The CPU milliseconds of this process's children that ended and were waited for. */
function childrenCpu(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8');
  const rest = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
  return (Number(rest[13]) + Number(rest[14])) * TICK_MS;
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
}

function ms(value: number): string {
  return value >= 1_000 ? `${(value / 1_000).toFixed(2)} s` : `${Math.round(value)} ms`;
}
