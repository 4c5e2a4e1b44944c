import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Command } from './command.js';

/** The server's worker entry (apps/server/bin/scout-worker.js), found through the declared
 *  dependency on @scout/server; run in its own process, since a package does not import an app. */
export function serverWorkerBin(): string {
  const manifestPath = createRequire(import.meta.url).resolve('@scout/server/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin: Record<string, string>;
  };
  return path.resolve(path.dirname(manifestPath), manifest.bin['scout-worker']!);
}

/** `scout worker`: test-run workers against the shared PostgreSQL in DATABASE_URL. */
export const workerCommand: Command = {
  summary: 'run test-run workers against the PostgreSQL in DATABASE_URL',
  usage: [
    'Usage: scout worker',
    '',
    'Takes test runs from the queue in the PostgreSQL that Scout servers use and runs them in a',
    'real browser. Start any number, on any number of machines.',
    '',
    'Environment:',
    '  DATABASE_URL               the shared PostgreSQL (required)',
    '  SCOUT_SECRET               the same secret the servers use (required to read testing users)',
    '  SCOUT_WORKER_CONCURRENCY   runs at once in this process (default 2)',
    '  SCOUT_DATA_DIR, STORAGE_URL where screenshots and traces go',
  ].join('\n'),
  run(args) {
    const child = spawn(process.execPath, [serverWorkerBin(), ...args], { stdio: 'inherit' });
    // The worker finishes its current runs on SIGINT/SIGTERM; a signal to this process is passed on.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        process.off('SIGINT', forward);
        process.off('SIGTERM', forward);
        resolve(code ?? (signal ? 1 : 0));
      });
    });
  },
};
