import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './env.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the real server (built SPA, PGlite in a fresh data directory); stops it by its pid. */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the e2e tests.');
  }
  const log = fs.openSync(path.join(E2E_DATA_DIR, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      SCOUT_DATA_DIR: E2E_DATA_DIR,
      SCOUT_PUBLIC_URL: E2E_BASE_URL,
      SCOUT_ADMIN_EMAIL: E2E_ADMIN.email,
      SCOUT_ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // The beta guard off, so gate-journey.spec.ts can apply through /beta (the guard's redirect is
      // tested in jsdom). Every spec makes its users through /api/beta-applications from this one
      // address, so the per-address submission limit is off here (its 429 has API tests).
      SCOUT_BETA_OPEN: 'true',
      SCOUT_SUBMISSION_LIMIT: '0',
    },
    stdio: ['ignore', log, log],
  });
  try {
    await waitForHealth(child.pid!);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
    );
  };
}

async function waitForHealth(pid: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`The server exited during start; see ${E2E_DATA_DIR}/server.log`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer within 120 s; see ${E2E_DATA_DIR}/server.log`);
}
