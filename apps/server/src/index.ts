// `npm start`'s server. This module loads little: it reads the configuration and starts opening
// the database (PGlite reads and compiles its WebAssembly) while the rest of the server — routes,
// authentication, the worker — loads beside it (serve.ts, imported lazily, a chunk of its own in
// the build). /api/health answers once both are done and the migrations have run.
import { openDatabase } from './db/client.js';
import { parseConfig } from './lib/config.js';
import { ensureWritableDataDir } from './lib/data-dir.js';
import { createLogger } from './lib/logger.js';

async function main() {
  const config = parseConfig();
  const logger = createLogger(config.logLevel);
  const started = Date.now();
  ensureWritableDataDir(config.dataDir);
  const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const loading = import('./serve.js');
  const [database, serve] = await Promise.allSettled([opening, loading]);
  if (database.status === 'rejected') throw database.reason;
  if (serve.status === 'rejected') {
    await database.value.close();
    throw serve.reason;
  }
  await serve.value.serveScout(config, logger, database.value, started);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
