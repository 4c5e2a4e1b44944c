// Scout's server for the benchmarks that measure it from outside, from its sources through tsx
// (`npm start` runs the build instead; `bench start` times that): a child process on 127.0.0.1
// with its own empty data directory (the embedded database), stopped by its own process id.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ScoutServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the server with `env` over the defaults (no worker, no SMTP) and waits for /api/health;
 *  a first start creates and migrates the embedded database, minutes on a busy machine. */
export async function startScoutServer(env: Record<string, string> = {}): Promise<ScoutServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SCOUT_DATA_DIR: dataDir,
      SCOUT_PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      SCOUT_WORKER_CONCURRENCY: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 600_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start (exited, or not answering after 10 minutes)');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
