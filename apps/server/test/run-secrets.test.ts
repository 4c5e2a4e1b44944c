import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTest } from '@scout/agent';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { FIXTURE_USERS } from '@scout/fixtures/users';
import { leakedForms } from '@scout/agent/testing';
import { testRunResults, testRuns } from '../src/db/schema.js';
import { runDirectory } from '../src/lib/artifact-store.js';
import { createLogger } from '../src/lib/logger.js';
import { startWorker, type Worker, type WorkerOptions } from '../src/worker/worker.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A testing user whose password every encoding changes signs in through a form the browser
// submits itself (GET: the password lands in the URL), run by the real worker. Nothing the
// server stores, serves or logs holds any form of it.

const execFileAsync = promisify(execFile);
const EMMY = FIXTURE_USERS.find((u) => u.email === 'emmy@example.com')!;

let t: TestApp;
let site: FixtureServer;
let scratch: string;
const logLines: string[] = [];

beforeAll(async () => {
  [t, site, scratch] = await Promise.all([
    createTestApp(),
    startFixtureServer(),
    mkdtemp(join(tmpdir(), 'scout-run-secrets-')),
  ]);
}, 60_000);
afterAll(async () => {
  await t?.deps.bus.close();
  await Promise.all([t?.close(), site?.close(), rm(scratch, { recursive: true, force: true })]);
});

/** A worker whose logs (at debug level, through the server's own logger) are kept for the test. */
async function withWorker<T>(options: Partial<WorkerOptions>, body: () => Promise<T>): Promise<T> {
  const logger = createLogger('debug', { write: (line: string) => void logLines.push(line) });
  const worker: Worker = startWorker({ ...t.deps, logger }, t.deps.bus, {
    concurrency: 1,
    pollMs: 100,
    ...options,
  });
  t.deps.onRunQueued = () => worker.wake();
  try {
    return await body();
  } finally {
    await worker.stop();
  }
}

async function runSignIn() {
  const { client } = await signedInUser(t);
  const user = await client.post('/api/testing-users', {
    name: 'Emmy',
    auth_type: 'email_password',
    email: EMMY.email,
    password: EMMY.password,
  });
  expect(user.status).toBe(201);
  const suite = await client.post('/api/test-suites', {
    name: 'Classic sign-in',
    browser: 'chromium',
    starting_url: `${site.url}/app/form-signin/?method=get`,
    testing_user_id: user.body.id,
  });
  const test = await client.post('/api/tests', {
    name: 'Sign in',
    test_objective: 'The testing user can sign in through the classic form',
    description: `Log in as the testing user. Check that the page shows "Welcome back, ${EMMY.name}".`,
    test_suite_id: suite.body.id,
  });
  const testId = test.body.id as string;
  expect((await client.post(`/api/tests/${testId}/runs`, {})).status).toBe(201);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const [run] = await t.deps.database.db
      .select()
      .from(testRuns)
      .where(eq(testRuns.testId, testId));
    if (run && !['QUEUED', 'RUNNING'].includes(run.status)) break;
    if (Date.now() > deadline) throw new Error('the run did not finish in time');
    await new Promise((r) => setTimeout(r, 100));
  }
  const [result] = (await client.get(`/api/tests/${testId}/results`)).body.results;
  const [row] = await t.deps.database.db
    .select()
    .from(testRunResults)
    .where(eq(testRunResults.testRunId, result.run.id));
  return { client, result, row, runDir: runDirectory(t.deps.config.dataDir, result.run.id) };
}

/** Each entry of a zip, unzipped by the system's unzip. */
async function unzipped(zip: Buffer): Promise<string> {
  const dir = await mkdtemp(join(scratch, 'trace-'));
  await writeFile(join(dir, 'trace.zip'), zip);
  await execFileAsync('unzip', ['-q', '-o', join(dir, 'trace.zip'), '-d', join(dir, 'x')]);
  const files = (await readdir(join(dir, 'x'), { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile(),
  );
  return (await Promise.all(files.map((f) => readFile(join(f.parentPath, f.name), 'utf8')))).join(
    '\n',
  );
}

// A run through the worker executes in a process and browser of its own (docs/security.md): slower
// than 30 s on a busy 2-core machine.
describe('a run through the worker with a testing user password', () => {
  it('stores, serves and logs no form of the password', async () => {
    const { client, result, row, runDir } = await withWorker({}, runSignIn);
    expect(result.status, result.result).toBe('PASSED');
    expect(result.trace_url).toBeTruthy();
    const trace = await t.app.request(`http://scout.test${result.trace_url}`, {
      headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(trace.status).toBe(200);
    const traceText = await unzipped(Buffer.from(await trace.arrayBuffer()));
    expect(traceText).toContain('/app/form-signin/?email=');
    const stored = await readdir(runDir);
    const outputs = {
      'API result': JSON.stringify(result),
      'result row': JSON.stringify(row),
      'served trace': traceText,
      'files of the run': stored.join('\n'),
      'report.json': await readFile(join(runDir, 'report.json'), 'utf8'),
      logs: logLines.join('\n'),
    };
    expect(logLines.some((line) => line.includes(result.run.id))).toBe(true);
    expect(
      Object.entries(outputs).flatMap(([where, text]) =>
        leakedForms(text, [EMMY.password]).map((form) => `${form} in ${where}`),
      ),
    ).toEqual([]);
  }, 90_000);

  it('keeps no trace, and says so, when the trace cannot be redacted', async () => {
    const failing: WorkerOptions['runTest'] = (spec, options) =>
      runTest(spec, {
        ...options,
        redactTrace: () => {
          throw new Error(`could not redact ${EMMY.password}`);
        },
      });
    const { result, runDir } = await withWorker({ runTest: failing }, runSignIn);
    expect(result.status, result.result).toBe('PASSED');
    expect(result.trace_url).toBeNull();
    expect(result.result).toContain(
      'The trace was deleted because its secrets could not be removed.',
    );
    expect(await readdir(runDir)).not.toContain('trace.zip');
    expect(logLines.join('\n')).toContain('trace redaction failed');
    expect(leakedForms(logLines.join('\n'), [EMMY.password])).toEqual([]);
  }, 90_000);
});
