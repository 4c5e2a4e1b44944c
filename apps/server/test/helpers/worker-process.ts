import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, scoutEntry } from './scout-entry.js';

/** `npm run worker` as a child process, stopped by its own pid. */
export function startWorkerProcess(
  env: Record<string, string>,
): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, scoutEntry('worker'), {
    cwd: ROOT,
    // The sites these workers run tests on are on 127.0.0.1, which Scout refuses unless allowed.
    env: { ...process.env, LOG_LEVEL: 'info', SCOUT_ALLOWED_NETWORKS: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return Object.assign(child, { output: () => output });
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
