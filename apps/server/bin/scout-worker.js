#!/usr/bin/env node
// `scout-worker` (and `scout worker`, which runs this): the server's test-run workers on their own,
// through tsx like `npm start` (no build step).
import { register } from 'tsx/esm/api';

register();
const { runWorkerMain } = await import('../src/worker/main.ts');
try {
  await runWorkerMain();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
