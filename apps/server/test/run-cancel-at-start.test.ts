import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { createChildRunner, type ChildRunner } from '../src/worker/runner/run-in-child.js';
import { createRunnerPool } from '../src/worker/runner/runner-pool.js';
import { resolveRunners } from '../src/worker/runner/runner-user.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A run cancelled (or past its time, or its lease lost) while its process is still loading the
// agent: the abort came before the runner listened for it. The process went on to run the whole
// test, and nothing could stop it any more, not even the worker's kill at the time limit (the
// signal was aborted already, so it never fired again). Real run processes, as runner users.

let t: TestApp;
let site: FixtureServer;
let runner: ChildRunner;
let outDir: string;
const started: number[] = [];

beforeAll(async () => {
  [t, site] = await Promise.all([createTestApp(), startFixtureServer()]);
  const { config } = t.deps;
  const { identities, problem } = resolveRunners(config.runner.user, config.runner.poolSize);
  if (problem) throw new Error(problem);
  runner = createChildRunner({
    pool: identities && createRunnerPool(identities),
    chromiumSandbox: config.runner.chromiumSandbox,
    browserPaths: config.browserPaths,
    agentOptions: { llm: config.llm, network: config.network },
    onStarted: ({ pid }) => started.push(pid),
  });
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-cancel-at-start-'));
}, 60_000);
afterAll(async () => {
  await runner?.close();
  await Promise.all([t?.close(), site?.close()]);
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('a run aborted while its process starts', () => {
  it('is stopped: its process never runs the test', async () => {
    const abort = new AbortController();
    // The runner was just made: its first process is still loading the agent.
    const running = runner.runTest(
      {
        objective: 'The list shows its title',
        description: '1. Check that the page shows "todos"',
        startingUrl: `${site.url}/todo/`,
        browser: 'chromium',
        outDir,
        timeoutMs: 60_000,
      },
      { signal: abort.signal },
    );
    abort.abort();
    await expect(running).rejects.toThrow('The run was stopped.');
    expect(fs.readdirSync(outDir)).toEqual([]);
  }, 60_000);
});
