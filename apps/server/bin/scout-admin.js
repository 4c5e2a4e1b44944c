#!/usr/bin/env node
// `scout-admin` (and `scout admin`, which runs this): grant, revoke and list admins in Scout's
// database, through tsx like `npm start` (no build step).
import { register } from 'tsx/esm/api';

register();
const { runAdminMain } = await import('../src/cli/admin-main.ts');
try {
  process.exitCode = await runAdminMain(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
