import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFakeGithub } from '@scout/fixtures/fake-github';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_GITHUB_APP,
  E2E_GITHUB_URL,
  E2E_PORT,
} from './env.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real server as `npm start` does, from the build (`npm run build` first: a missing or
 * stale build stops it, saying so), with PGlite in a fresh data directory, pointed at a fake GitHub
 * on 127.0.0.1; stops the server by its pid and the fake with it.
 */
export default async function globalSetup() {
  const github = await startFakeGithub({
    ...E2E_GITHUB_APP,
    port: Number(new URL(E2E_GITHUB_URL).port),
  });
  const logFile = path.join(E2E_DATA_DIR, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // Links the server writes where no request tells it its address (GitHub issues) point here,
      // and the example suite's starting URL is this address plus /demo/.
      SCOUT_PUBLIC_URL: E2E_BASE_URL,
      SCOUT_DATA_DIR: E2E_DATA_DIR,
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
      // The fixture sites the runs test are on 127.0.0.1 (Scout's own port stays blocked).
      SCOUT_ALLOWED_NETWORKS: '127.0.0.1',
      // schedules.spec.ts fires a schedule by moving the schedules' clock (tests only).
      SCOUT_TEST_CLOCK: 'true',
      GITHUB_CLIENT_ID: E2E_GITHUB_APP.clientId,
      GITHUB_CLIENT_SECRET: E2E_GITHUB_APP.clientSecret,
      GITHUB_API_URL: github.apiUrl,
      GITHUB_WEB_URL: github.webUrl,
    },
    stdio: ['ignore', log, log],
  });
  try {
    await waitForHealth(child.pid!, logFile);
  } catch (error) {
    child.kill('SIGTERM');
    await github.close();
    throw error;
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
    );
    await github.close();
  };
}

async function waitForHealth(pid: number, logFile: string) {
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
      const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
      throw new Error(`The server exited during start (${logFile}):\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer within 120 s; see ${E2E_DATA_DIR}/server.log`);
}
