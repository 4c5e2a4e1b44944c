import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns } from '../src/db/schema.js';
import { runDirectory } from '../src/lib/artifact-store.js';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser, queueRun } from './helpers/workspace.js';

// Issue 24: deleting a test (or its suite) deleted its runs' rows but left their screenshots,
// traces and reports in the data directory.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A finished run of `testId` with the files a worker leaves in <data>/runs/<id>. */
async function finishedRun(testId: string, userId: string) {
  const [run] = await t.deps.database.db
    .insert(testRuns)
    .values({ testId, createdBy: userId, status: 'PASSED', browser: 'chromium' })
    .returning({ id: testRuns.id });
  const dir = runDirectory(t.deps.config.dataDir, run!.id);
  fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  for (const name of ['step-1.png', 'trace.zip', 'report.json', 'uploads/sample.txt']) {
    fs.writeFileSync(path.join(dir, name), name);
  }
  return dir;
}

async function workspace() {
  const user = await signedInUser(t);
  const testingUser = await makeTestingUser(user.client);
  const suite = await makeSuite(user.client, { testing_user_id: testingUser.id });
  const first = await makeTest(user.client, suite.id);
  const second = await makeTest(user.client, suite.id);
  return { ...user, testingUser, suite, first, second };
}

describe('deleting removes the runs’ files', () => {
  it('deleting a test removes its runs’ folders and keeps other tests’', async () => {
    const { client, id, first, second } = await workspace();
    const deleted = [await finishedRun(first.id, id), await finishedRun(first.id, id)];
    const kept = await finishedRun(second.id, id);
    expect((await client.delete(`/api/tests/${first.id}`)).status).toBe(200);
    expect(deleted.filter((dir) => fs.existsSync(dir))).toEqual([]);
    expect(fs.readdirSync(kept).sort()).toEqual([
      'report.json',
      'step-1.png',
      'trace.zip',
      'uploads',
    ]);
  });

  it('deleting a suite removes the folders of every run of its tests', async () => {
    const { client, id, testingUser, suite, first, second } = await workspace();
    const other = await makeSuite(client, { name: 'Other', testing_user_id: testingUser.id });
    const otherTest = await makeTest(client, other.id);
    const deleted = [await finishedRun(first.id, id), await finishedRun(second.id, id)];
    const kept = await finishedRun(otherTest.id, id);
    expect((await client.delete(`/api/test-suites/${suite.id}`)).status).toBe(200);
    expect(deleted.filter((dir) => fs.existsSync(dir))).toEqual([]);
    expect(fs.existsSync(path.join(kept, 'trace.zip'))).toBe(true);
  });
});

describe('deleting a test while its run is running', () => {
  // A real worker (the run in a process of its own, real Chromium) and a page that answers once;
  // the run then waits for a text that never comes, until the deletion stops it. The lease is
  // short: a deleted run is noticed at the next renewal, a third of it later.
  let app: AppWithWorker;
  let site: http.Server;
  let hits = 0;
  beforeAll(async () => {
    site = http.createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Welcome</title><h1>Welcome</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    app = await startAppWithWorker({ leaseMs: 3_000 });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('leaves none of its files: the run stopped writes them after the deletion removed the folder', async () => {
    const { client } = await signedInUser(app.t);
    const { testId, runId } = await queueRun(client, {
      startingUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`,
      description: '1. Wait for "Never" to appear',
    });
    // The run's browser has the page: the run is in its step.
    await eventually(
      () => hits,
      (n) => n > 0,
      { what: 'the run to open its page', timeoutMs: 30_000, intervalMs: 50 },
    );
    expect((await client.delete(`/api/tests/${testId}`)).status).toBe(200);
    // stop() waits for the slot: the run's end, its files copied and whatever follows.
    await app.worker.stop();
    const dir = runDirectory(app.t.deps.config.dataDir, runId);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : 'no folder').toBe('no folder');
  }, 60_000);
});
