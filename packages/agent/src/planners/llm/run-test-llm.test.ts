import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageSchema, RunReportSchema, SECRET_PLACEHOLDERS, type RunSpec } from '@scout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTest, type BrowserSession } from '../../index.js';
import { LOGIN_USER, startLoginSite, type LoginSite } from '../../testing/llm/login-site.js';
import { scriptedModel, type ScriptStep } from '../../testing/llm/scripted-model.js';
import { SIGN_IN_AS_TESTING_USER } from '../../testing/llm/sign-in-script.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from '../../testing/test-browser.js';

const PASSWORD = LOGIN_USER.password;

let site: LoginSite;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  [site, session, outRoot] = await Promise.all([
    startLoginSite(),
    launchTestBrowser(),
    mkdtemp(join(tmpdir(), 'scout-llm-')),
  ]);
});
afterAll(async () => {
  await session?.close();
  await site?.close();
  await rm(outRoot, { recursive: true, force: true });
});

// What a model would do for "sign in and check the greeting", choosing refs from the live page.
const SIGN_IN: ScriptStep[] = [
  ...SIGN_IN_AS_TESTING_USER,
  {
    tool: 'assert',
    input: { kind: 'text_visible', expected: 'Welcome back', description: 'Check the greeting' },
  },
];

async function run(path: string, script: ScriptStep[]) {
  const model = scriptedModel(script);
  const logs: unknown[] = [];
  const logger = {
    info: (o: object, m?: string) => logs.push(o, m),
    warn: (o: object, m?: string) => logs.push(o, m),
  };
  const outDir = await mkdtemp(join(outRoot, 'run-'));
  const spec: RunSpec = {
    // Prose, not steps: with steps, the ones the reader understands would run without the model.
    objective: 'A returning user can sign in and is greeted with Welcome back',
    startingUrl: `${site.url}${path}`,
    planner: 'llm',
    testingUser: LOGIN_USER,
    outDir,
  };
  const report = await runTest(spec, {
    model,
    browserSession: session,
    network: LOCAL_TEST_NETWORK,
    logger,
    targetTimeoutMs: 1_000,
  });
  // Everything that left the process or was written down, with screenshots' bytes left out.
  const prompts = JSON.stringify(
    model.doGenerateCalls.map((c) => c.prompt),
    (_k, v: unknown) => (isSerializedBuffer(v) ? '<image>' : v),
  );
  const written = await readFile(join(outDir, 'report.json'), 'utf8');
  return { report, prompts, logs: JSON.stringify(logs), written, model };
}

// Buffer.toJSON runs before a replacer sees the value.
function isSerializedBuffer(v: unknown): boolean {
  return typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'Buffer';
}

/** Names the outputs that contain the password, without printing them. */
function leaks(outputs: Record<string, string>): string[] {
  return Object.entries(outputs).flatMap(([name, text]) => (text.includes(PASSWORD) ? [name] : []));
}

describe('runTest with the LLM planner against a real page', () => {
  it('passes a scripted successful sign-in, without the password anywhere', async () => {
    const { report, prompts, logs, written, model } = await run('', [
      ...SIGN_IN,
      {
        tool: 'verdict',
        input: { status: 'PASSED', reason: 'The page greets the user after sign-in.' },
      },
    ]);
    expect(report.status, report.summary).toBe('PASSED');
    expect(RunReportSchema.parse(report)).toBeTruthy();
    expect(report.planner).toBe('llm');
    expect(report.steps.map((s) => [s.action, s.outcome])).toEqual([
      ['fill', 'passed'],
      ['fill', 'passed'],
      ['click', 'passed'],
      ['assert', 'passed'],
    ]);
    expect(report.steps[1].value).toBe(SECRET_PLACEHOLDERS.password);
    expect(report.usage).toEqual({ inputTokens: 500, outputTokens: 50 });
    expect(model.doGenerateCalls).toHaveLength(5);

    // The transcript: tool calls, and each outcome with the screenshot file taken after the step.
    const transcript = MessageSchema.array().parse(report.messageContent);
    const results = transcript
      .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
      .filter((b) => b.type === 'tool_result');
    expect(results).toHaveLength(4);
    expect(results[0].content).toContainEqual({
      type: 'image',
      source: { type: 'file', path: report.steps[0].screenshot },
    });

    // Replay gets durable targets (role + name), not this page's refs.
    expect(report.resolvedActions?.[2]).toMatchObject({
      kind: 'click',
      target: { role: 'button', name: 'Sign in' },
    });
    expect(JSON.stringify(report.resolvedActions)).not.toContain('"ref"');

    expect(prompts).toContain(SECRET_PLACEHOLDERS.password);
    expect(leaks({ prompts, report: JSON.stringify(report), written, logs })).toEqual([]);
  });

  it('fails when the greeting never appears and the model says FAILED', async () => {
    const { report, prompts, written } = await run('?bug=1', [
      ...SIGN_IN,
      (page) => ({
        tool: 'verdict',
        input: {
          status: 'FAILED',
          reason: page.includes('Something went wrong')
            ? 'After signing in the page says "Something went wrong" instead of greeting the user.'
            : 'The greeting is missing.',
        },
      }),
    ]);
    expect(report.status, report.summary).toBe('FAILED');
    expect(report.steps.at(-1)).toMatchObject({ action: 'assert', outcome: 'failed' });
    expect(report.summary).toContain('Failed at step 4');
    expect(report.result).toContain('instead of greeting the user');
    // The model was told its check failed, as a tool result.
    expect(prompts).toMatch(/"output":\{"type":"text","value":"Failed: [^"]*Welcome back/);
    expect(report.resolvedActions).toBeUndefined();
    expect(leaks({ prompts, report: JSON.stringify(report), written })).toEqual([]);
  });
});
