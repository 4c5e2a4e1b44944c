// A Scout server inside another program, for the benches that measure it in process (`bench/runs`,
// `bench/lists`, the example suite's runs): the pieces `index.ts` assembles at start, by their public names. The package's
// only entry besides `package.json`; nothing of the server is imported by path from outside it.
export { bootstrap } from './bootstrap.js';
export { createApp, type AppType } from './app.js';
export type { AppDeps } from './context.js';
export { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
export * from './db/schema.js';
export { parseConfig, type Config } from './lib/config.js';
export { createLogger, type Logger } from './lib/logger.js';
export { runDirectory } from './lib/artifact-store.js';
export { queueRun } from './services/runs/queue-run.js';
export { demoRoutes } from './demo/demo-routes.js';
export { DEMO_PATH_PREFIX } from './demo/demo-path.js';
export { EXAMPLE_TESTS } from './demo/example-suite.js';
