import type { Command } from './command.js';
import { runServerBin, serverBin } from './server-bin.js';

/** The server's worker entry (apps/server/bin/scout-worker.js). */
export const serverWorkerBin = () => serverBin('scout-worker');

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
    "  SCOUT_MAX_RUNS_PER_ACCOUNT one account's runs at once over all workers (default: half the",
    '                             slots, rounded up; 0 = no cap; set the same on every process)',
    '  SCOUT_DATA_DIR, STORAGE_URL where screenshots and traces go',
  ].join('\n'),
  run: (args) => runServerBin('scout-worker', args),
};
