import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { SCOUT_SERVER_HEADER } from '@scout/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns } from '../src/db/schema.js';
import { startWorker, type Worker } from '../src/worker/worker.js';
import { eventually } from './helpers/eventually.js';
import { scoutEntry } from './helpers/scout-entry.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { stopProcess } from './helpers/worker-process.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';
import { freePort } from './helpers/free-port.js';

// Scout listening on a real port, its worker allowed 127.0.0.1 (as the test helpers are, for the
// fixture sites): a test pointed at Scout's own API must still not reach it.
let t: TestApp;
let worker: Worker;
let server: ServerType;
let port: number;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PORT: String(port) });
  server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  worker = startWorker(t.deps, t.deps.bus, { concurrency: 1, pollMs: 100 });
  t.deps.onRunQueued = () => worker.wake();
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await t?.deps.bus.close();
  await t?.close();
});

/** Queues a run of a test whose starting URL is `url` and returns its result once it ends. */
async function runAgainst(url: string) {
  const { client } = await signedInUser(t);
  const user = await makeTestingUser(client);
  const suite = await makeSuite(client, {
    name: 'Scout itself',
    browser: 'chromium',
    starting_url: url,
    testing_user_id: user.id,
  });
  const test = await makeTest(client, suite.id, {
    name: 'Read the session',
    test_objective: 'Check that the page shows "email"',
  });
  expect((await client.post(`/api/tests/${test.id}/runs`, {})).status).toBe(201);
  await eventually(
    () => t.deps.database.db.select().from(testRuns).where(eq(testRuns.testId, test.id)),
    (runs) => runs.length === 1 && !['QUEUED', 'RUNNING'].includes(runs[0]!.status),
    { what: 'the finished run', timeoutMs: 45_000, intervalMs: 100 },
  );
  return (await client.get(`/api/tests/${test.id}/results`)).body.results[0];
}

/** A second Scout (`npm start`'s entry point) on a port of its own; resolves once it listens. */
async function startAnotherScout(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const child = spawn(process.execPath, scoutEntry('server'), {
    cwd: root,
    // Its registry is the one this process's config names: the same temporary folder.
    env: {
      ...process.env,
      TMPDIR: os.tmpdir(),
      SCOUT_DATA_DIR: dataDir,
      PORT: '0',
      SCOUT_WORKER_CONCURRENCY: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const listening = /Scout is running at http:\/\/localhost:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`the second Scout exited (${code}): ${output}`)));
  });
  return { child, port };
}

describe("a run pointed at Scout's own server", () => {
  it('ends ERROR naming why, with no screenshot, even with 127.0.0.1 allowed', async () => {
    const own = `http://127.0.0.1:${port}/api/me`;
    const result = await runAgainst(own);
    expect(result.status).toBe('ERROR');
    expect(result.summary).toContain(
      `Scout blocked a request to ${own}: it is Scout's own server, which tests may never reach`,
    );
    expect(result.steps).toEqual([]);
    expect(result.screenshots).toEqual([]);
    // The worker's first run, which waits for its process and browser to start: as long as
    // runAgainst may wait (it ran out at the default 30 s in CI under load).
  }, 60_000);
});

describe('a run pointed at another Scout server on the same machine', () => {
  it("marks every answer as a Scout server's, for the runs of a Scout that has not listed it", async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/demo/', '/api/v1/openapi.json']) {
      const answer = await t.app.request(path);
      expect(answer.headers.get(SCOUT_SERVER_HEADER), path).toBe('1');
    }
  });

  it('ends ERROR naming it while that server runs, with 127.0.0.1 allowed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-another-'));
    const other = await startAnotherScout(dataDir);
    const entry = path.join(t.deps.config.network.scoutInstances, `${other.child.pid}.json`);
    try {
      const url = `http://127.0.0.1:${other.port}/api/me`;
      const result = await runAgainst(url);
      expect(result.status, result.summary).toBe('ERROR');
      expect(result.summary).toContain(
        `Scout blocked a request to ${url}: it is another Scout server on this machine`,
      );
      expect(result.screenshots).toEqual([]);
      expect(JSON.parse(fs.readFileSync(entry, 'utf8'))).toEqual({
        pid: other.child.pid,
        port: other.port,
      });
    } finally {
      await stopProcess(other.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Stopped, it takes its entry with it.
    expect(fs.existsSync(entry)).toBe(false);
  }, 120_000);
});
