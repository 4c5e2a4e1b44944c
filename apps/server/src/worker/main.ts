import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrap } from '../bootstrap.js';
import { parseConfig } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';
import { startWorker } from './worker.js';

/**
 * `npm run worker` / `scout worker`: test-run workers alone, against the PostgreSQL that the
 * servers use. Start as many as you like, on as many machines as you like.
 */
/** Starts workers from the environment; resolves once they run (they stop on SIGINT/SIGTERM). */
export async function runWorkerMain() {
  const config = parseConfig();
  const logger = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    throw new Error(
      'Workers on their own need a shared PostgreSQL: set DATABASE_URL (the embedded database belongs to `npm start`, which runs its own worker).',
    );
  }
  const deps = await bootstrap(config, logger);
  const concurrency = Math.max(1, config.workerConcurrency);
  const worker = startWorker(deps, deps.bus, { concurrency, leaseMs: config.runLeaseMs });
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'worker stopping after its current runs');
    await worker.stop();
    await deps.bus.close();
    await deps.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runWorkerMain().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
