import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Shared by the config, the global setup and the tests: the main process picks a port and a
 * data directory once; workers inherit them through the environment.
 */
process.env.SCOUT_E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
// The fake GitHub (fixtures/fake-github.ts) the server is pointed at, started by the global setup.
process.env.SCOUT_E2E_GITHUB_PORT ??= String(4900 + Math.floor(Math.random() * 90));
process.env.SCOUT_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'scout-e2e-'));

export const E2E_PORT = Number(process.env.SCOUT_E2E_PORT);
export const E2E_DATA_DIR = process.env.SCOUT_E2E_DATA_DIR;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_GITHUB_URL = `http://127.0.0.1:${process.env.SCOUT_E2E_GITHUB_PORT}`;
export const E2E_GITHUB_APP = { clientId: 'e2e-client-id', clientSecret: 'e2e-client-secret' };
export const E2E_ADMIN = { email: 'admin@scout-e2e.test', password: 'admin-e2e-password' };
