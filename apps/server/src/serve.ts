import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { registerScoutInstance } from '@scout/agent';
import { createApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import type { DatabaseHandle } from './db/client.js';
import type { Config } from './lib/config.js';
import type { Logger } from './lib/logger.js';
import { SERVER_DIR } from './lib/server-folder.js';
import { ensureAdmin } from './services/admin/ensure-admin.js';
import { startFounderNoteSweep } from './services/leads/founder-note.js';
import { startWorker } from './worker/worker.js';
import { createTestClock } from './lib/clock.js';
import { keepConnectionsAlive } from './lib/keep-alive.js';

const WEB_DIST = path.resolve(SERVER_DIR, '../web/dist');

/** The server's start after its database is open (index.ts opens it while this module loads):
 *  migrations, the admin account, the worker, then the HTTP server. */
export async function serveScout(
  config: Config,
  logger: Logger,
  database: DatabaseHandle,
  started: number,
): Promise<void> {
  const deps = await bootstrap(config, logger, { database });
  const admin = await ensureAdmin(deps);
  if (admin?.password) {
    // Printed once, on the data directory's first start; not logged as JSON on purpose.
    console.log(
      `\n  Scout created an admin account:\n    email:    ${admin.email}\n    password: ${admin.password}\n  Keep it somewhere safe; it is not shown again.\n`,
    );
  }
  if (config.hasTestClock) {
    deps.testClock = createTestClock();
    logger.warn('SCOUT_TEST_CLOCK is set: any signed-in user can move the schedules’ clock');
  }
  const worker =
    config.workerConcurrency > 0
      ? startWorker(deps, deps.bus, {
          concurrency: config.workerConcurrency,
          leaseMs: config.runLeaseMs,
          now: deps.testClock?.now,
        })
      : null;
  deps.onRunQueued = worker ? () => worker.wake() : undefined;
  // Every server sweeps; the claim in SQL keeps each note to one send across all of them.
  const founderNotes = startFounderNoteSweep(deps);
  const app = createApp(deps, { webDist: WEB_DIST });
  let unregister: (() => void) | undefined;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // Listed for the other Scouts on this machine: their runs may not reach this one (decision 030).
    try {
      unregister = registerScoutInstance(config.network.scoutInstances, info.port);
    } catch (error) {
      logger.warn(
        { folder: config.network.scoutInstances, error: (error as Error).message },
        "Scout could not list itself for the other Scouts on this machine: their runs can reach it if they allow this machine's addresses",
      );
    }
    logger.info(
      {
        port: info.port,
        database: deps.database.kind,
        mail: deps.mailer.kind,
        ms: Date.now() - started,
      },
      `Scout is running at http://localhost:${info.port}`,
    );
  });
  keepConnectionsAlive(server as Server);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    unregister?.();
    server.close();
    founderNotes.stop();
    await worker?.stop();
    await deps.bus.close();
    await deps.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
