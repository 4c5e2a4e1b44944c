#!/usr/bin/env node
// `scout-admin` (and `scout admin`, which runs this): grant, revoke and list admins in Scout's
// database, from the build (apps/server/dist) when it was built from these sources, else through tsx.
import { importBuiltOrSource } from '../../../scripts/build-stamp.mjs';

const { runAdminMain } = await importBuiltOrSource(
  'apps/server/dist',
  'apps/server/dist/admin.js',
  'apps/server/src/cli/admin-main.ts',
);
try {
  process.exitCode = await runAdminMain(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
