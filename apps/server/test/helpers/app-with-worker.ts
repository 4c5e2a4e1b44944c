import { once } from 'node:events';
import { serve } from '@hono/node-server';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { startWorker, type Worker, type WorkerOptions } from '../../src/worker/worker.js';
import { freePort } from './free-port.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface AppWithWorker {
  t: TestApp;
  site: FixtureServer;
  worker: Worker;
  close(): Promise<void>;
}

/** A test app with an in-process worker (one slot, woken by each Run) and the fixture sites;
 *  `env` adds to the test app's settings. */
export async function startAppWithWorker(
  options: Partial<WorkerOptions> = {},
  env: Record<string, string> = {},
): Promise<AppWithWorker> {
  const [t, site] = await Promise.all([createTestApp(env), startFixtureServer()]);
  const worker = startWorker(t.deps, t.deps.bus, { concurrency: 1, pollMs: 100, ...options });
  t.deps.onRunQueued = () => worker.wake();
  return {
    t,
    site,
    worker,
    async close() {
      await worker.stop();
      await t.deps.bus.close();
      await Promise.all([t.close(), site.close()]);
    },
  };
}

/** An app with a worker on a real port: `url` is where it answers. */
export type ServedAppWithWorker = AppWithWorker & { url: string };

/**
 * startAppWithWorker answering on a real port of 127.0.0.1, for a client in another process (the
 * packed CLI, the MCP server): `url` is its address and its public URL.
 */
export async function serveAppWithWorker(
  options: Partial<WorkerOptions> = {},
  env: Record<string, string> = {},
): Promise<ServedAppWithWorker> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await startAppWithWorker(options, { SCOUT_PUBLIC_URL: url, ...env });
  const server = serve({ fetch: app.t.app.fetch, hostname: '127.0.0.1', port });
  await once(server, 'listening');
  return {
    ...app,
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}
