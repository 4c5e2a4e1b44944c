import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAppWithWorker, type ServedAppWithWorker } from './helpers/app-with-worker.js';
import { signedInUser } from './helpers/factories.js';
import { ROOT } from './helpers/scout-entry.js';
import {
  makeSuite,
  makeTestingUser,
  makeTodoSuite,
  TODO_ADD_TWO,
  TODO_TESTS,
  todoCountsWhatIsLeft,
} from './helpers/workspace.js';

// `scout mcp` (issue 30) as a coding assistant meets it: the client's command started as a child
// process, spoken to with the MCP SDK's own Client over stdio, against a real Scout server on a
// real port (the app, its database and a worker running each test in a real Chromium on the todo
// fixture: one test passes, its twin meets the planted bug).

let app: ServedAppWithWorker;
let scoutUrl: string;
let suiteId: string;
let otherSuiteId: string;
let other: Awaited<ReturnType<typeof signedInUser>>;
let mcp: Client;
let transport: StdioClientTransport;
let serverStderr = '';

beforeAll(async () => {
  app = await serveAppWithWorker();
  scoutUrl = app.url;

  const owner = await signedInUser(app.t);
  const key = (await owner.client.post('/api/api-keys', { name: 'Assistant' })).body.key;
  // The suite only: the tests are made through the MCP server's create_test.
  suiteId = await makeTodoSuite(owner.client, app.site.url, { tests: false });
  other = await signedInUser(app.t);
  const otherUser = await makeTestingUser(other.client, {
    email: 'other@fixture.test',
    password: 'other-password',
  });
  otherSuiteId = (
    await makeSuite(other.client, {
      name: 'Someone else’s app',
      starting_url: `${app.site.url}/todo/`,
      testing_user_id: otherUser.id,
    })
  ).id;

  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('SCOUT_')) env[name] = value;
  }
  transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'packages/client/src/bin.ts'), 'mcp'],
    cwd: ROOT,
    env: { ...env, SCOUT_SERVER: scoutUrl, SCOUT_API_KEY: key },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (serverStderr += chunk.toString()));
  mcp = new Client({ name: 'scout-test', version: '1.0.0' });
  await mcp.connect(transport);
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  await app?.close();
});

/** A tool's answer: its text, and whether it is a tool error. */
async function call(name: string, args: Record<string, unknown> = {}) {
  const result = (await mcp.callTool({ name, arguments: args }, undefined, {
    timeout: 280_000,
  })) as CallToolResult;
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  return { text, isError: Boolean(result.isError) };
}

async function createTest(name: string, objective: string, steps: string): Promise<string> {
  const created = await call('create_test', { suite_id: suiteId, name, objective, steps });
  expect(created.isError, created.text).toBe(false);
  const id = /\(test_id ([\w-]+)\)/.exec(created.text)?.[1];
  expect(id, created.text).toBeDefined();
  return id!;
}

describe('scout mcp over stdio', () => {
  it('offers its tools and lists only the key owner’s suites', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'create_test',
      'export_playwright',
      'get_result',
      'list_suites',
      'list_tests',
      'run_suite',
      'run_test',
    ]);
    const listed = await call('list_suites');
    expect(listed.isError, listed.text).toBe(false);
    const suites = JSON.parse(listed.text) as { id: string; name: string }[];
    expect(suites.map((s) => s.id)).toContain(suiteId);
    expect(suites.find((s) => s.id === suiteId)?.name).toBe('Todo app');
    expect(suites.map((s) => s.id)).not.toContain(otherSuiteId);
  }, 60_000);

  it('creates a test, runs it to PASSED and exports it as Playwright code', async () => {
    const testId = await createTest(
      TODO_TESTS.passing.name,
      TODO_TESTS.passing.test_objective,
      TODO_ADD_TWO,
    );
    const tests = JSON.parse((await call('list_tests', { suite_id: suiteId })).text) as {
      id: string;
      name: string;
    }[];
    expect(tests).toContainEqual(expect.objectContaining({ id: testId, name: 'Adds two tasks' }));

    const ran = await call('run_test', { test_id: testId, timeout_seconds: 240 });
    expect(ran.isError, ran.text).toBe(false);
    expect(ran.text, serverStderr).toMatch(/^Finished: 1 of 1 passed\.\n\nPASSED: Adds two tasks/);
    expect(ran.text).not.toContain('Failing step');
    expect(ran.text).toMatch(new RegExp(`screenshot: ${scoutUrl}/api/v1/files/runs/`));
    const runId = /\(run ([\w-]+)\)/.exec(ran.text)![1]!;

    const exported = await call('export_playwright', { run_id: runId });
    expect(exported.isError, exported.text).toBe(false);
    expect(exported.text).toContain("import { test, expect } from '@playwright/test';");
  }, 300_000);

  it('reads a FAILED result’s failing step', async () => {
    const testId = await createTest(
      TODO_TESTS.failing.name,
      TODO_TESTS.failing.test_objective,
      todoCountsWhatIsLeft(app.site.url),
    );
    const ran = await call('run_test', { test_id: testId, timeout_seconds: 240 });
    expect(ran.text, serverStderr).toMatch(/^Finished: 0 of 1 passed\./);
    const runId = /FAILED: Counts what is left \(planted bug\) \(run ([\w-]+)\)/.exec(
      ran.text,
    )?.[1];
    expect(runId, ran.text).toBeDefined();

    const result = await call('get_result', { run_id: runId });
    expect(result.isError, result.text).toBe(false);
    expect(result.text).toMatch(/^FAILED: Counts what is left \(planted bug\)/);
    expect(result.text).toMatch(
      /^Failing step: \d+\. Check that the page shows "1 open task" — ./m,
    );
    expect(result.text).toContain(
      `Result page: ${scoutUrl}/app/tests/${testId}/results?run=${runId}`,
    );

    // A failed run has nothing to export.
    const exported = await call('export_playwright', { run_id: runId });
    expect(exported.isError).toBe(true);
  }, 300_000);

  it('is refused another user’s suite as not found', async () => {
    for (const [name, args] of [
      ['list_tests', { suite_id: otherSuiteId }],
      ['run_suite', { suite_id: otherSuiteId, timeout_seconds: 5 }],
      ['create_test', { suite_id: otherSuiteId, name: 'Sneaky', objective: 'Not mine' }],
    ] as const) {
      const refused = await call(name, args);
      expect(refused.isError, `${name}: ${refused.text}`).toBe(true);
      expect(refused.text, name).toMatch(/not found/i);
    }
    // Nothing was created in it.
    const theirs = await other.client.get(`/api/tests?suiteId=${otherSuiteId}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
  }, 60_000);
});
