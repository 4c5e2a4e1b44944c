import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { startWorker, type Worker, type WorkerOptions } from '../../src/worker/worker.js';
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
