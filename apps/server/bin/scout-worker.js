#!/usr/bin/env node
// `scout-worker` (and `scout worker`, which runs this): the server's test-run workers on their own,
// from the build (apps/server/dist) when it was built from these sources, else through tsx.
import { importBuiltOrSource } from '../../../scripts/build-stamp.mjs';

const { runWorkerMain } = await importBuiltOrSource(
  'apps/server/dist',
  'apps/server/dist/worker.js',
  'apps/server/src/worker/main.ts',
);
try {
  await runWorkerMain();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
