import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageSchema, RunReportSchema, type RunReport, type RunSpec } from '@scout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTest, type BrowserSession } from '../../index.js';
import { loadLlmConfig } from '../../llm-config.js';
import { createLanguageModelFromConfig } from '../../llm-model.js';
import { page, servePages, type PageServer } from '../../testing/serve-pages.js';
import {
  startFakeOpenAIServer,
  type FakeOpenAIServer,
  type FakeStep,
} from '../../testing/llm/fake-openai-server.js';
import { refIn } from '../../testing/llm/scripted-model.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from '../../testing/test-browser.js';

// With a model configured, the steps the plain-English reader understands run without it and
// only the rest go to the model, one step at a time. The model is a local OpenAI-compatible
// server that answers with scripted tool calls, so every request it gets is counted.

// A name field and a gizmo; with ?bug=1 the gizmo is gone (a planted bug), with ?renamed=1 its
// button has another name (a changed page for healing).
const GIZMO = page(
  'Gizmo',
  `
  <main>
    <h1>Gizmo</h1>
    <label>Name <input id="name"></label>
    <div id="gizmo"></div>
    <p id="out"></p>
    <script>
      if (!location.search.includes('bug=1')) {
        const b = document.createElement('button');
        b.textContent = location.search.includes('renamed=1') ? 'Start gizmo' : 'Activate gizmo';
        b.onclick = () => { document.getElementById('out').textContent = 'Gizmo done for ' + document.getElementById('name').value; };
        document.getElementById('gizmo').append(b);
      }
    </script>
  </main>`,
);

const MIXED = `Type "Ada" into Name
Do the thing with the gizmo
Check that the page shows "Gizmo done for Ada"`;

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  [server, session, outRoot] = await Promise.all([
    servePages({ '/gizmo': GIZMO }),
    launchTestBrowser(),
    mkdtemp(join(tmpdir(), 'scout-hybrid-')),
  ]);
});
afterAll(async () => {
  await session?.close();
  await server?.close();
  await rm(outRoot, { recursive: true, force: true });
});

async function runWith(
  fake: FakeOpenAIServer | undefined,
  objective: string,
  extra: Partial<RunSpec> = {},
): Promise<RunReport> {
  const model = fake
    ? createLanguageModelFromConfig(
        loadLlmConfig({
          SCOUT_LLM_PROVIDER: 'openai-compatible',
          SCOUT_LLM_MODEL: 'fake',
          SCOUT_LLM_BASE_URL: fake.baseURL,
        }),
      )
    : undefined;
  const spec: RunSpec = {
    objective,
    startingUrl: `${server.url}/gizmo`,
    planner: 'llm',
    outDir: await mkdtemp(join(outRoot, 'run-')),
    ...extra,
  };
  const report = await runTest(spec, {
    browserSession: session,
    network: LOCAL_TEST_NETWORK,
    targetTimeoutMs: 1_000,
    ...(model ? { model } : {}),
  });
  expect(RunReportSchema.parse(report)).toBeTruthy();
  return report;
}

/** The text of the user messages of one request to the model (the task and the pages). */
function promptOf(fake: FakeOpenAIServer, i: number): string {
  const messages = (fake.requests[i]?.messages ?? []) as { role: string; content: unknown }[];
  return messages
    .filter((m) => m.role === 'user')
    .flatMap((m) =>
      typeof m.content === 'string'
        ? [m.content]
        : (m.content as { type: string; text?: string }[]).flatMap((p) => (p.text ? [p.text] : [])),
    )
    .join('\n');
}

const CLICK_GIZMO: FakeStep = (snapshot) => ({
  tool: 'click',
  input: { ref: refIn(snapshot, 'button "Activate gizmo"'), description: 'Click Activate gizmo' },
});

async function withFake<T>(
  answers: FakeStep[],
  use: (fake: FakeOpenAIServer) => Promise<T>,
): Promise<T> {
  const fake = await startFakeOpenAIServer(answers);
  try {
    return await use(fake);
  } finally {
    await fake.close();
  }
}

describe('a model is configured, and the reader understands the steps', () => {
  it('runs every step without the model: 0 requests, 0 tokens', async () => {
    await withFake([], async (fake) => {
      const report = await runWith(
        fake,
        `Type "Ada" into Name\nClick "Activate gizmo"\nCheck that the page shows "Gizmo done for Ada"`,
      );
      expect(report.status, report.summary).toBe('PASSED');
      expect(fake.requests).toHaveLength(0);
      expect(report.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
      // The model took no part: the run is the reader's, under its rules.
      expect(report.planner).toBe('plain-english');
      expect(report.steps.map((s) => [s.action, s.outcome])).toEqual([
        ['fill', 'passed'],
        ['click', 'passed'],
        ['assert', 'passed'],
      ]);
    });
  });
});

// Whole test cases as teams keep them: a Gherkin feature (a Background with a state the test starts
// from, an outline with two rows) and a numbered manual test case with a precondition and an
// expected result. The state is taken as given, as the plain-English planner takes it.
const GHERKIN = `Feature: Gizmo
  Background:
    Given the user has an account
    And I am on the gizmo page

  Scenario Outline: The gizmo greets the user by name
    When I type "<name>" into Name
    And I click "Activate gizmo"
    Then I should see "Gizmo done for <name>"

    Examples:
      | name  |
      | Ada   |
      | Grace |`;

const MANUAL = `Test Case ID: TC-07
Title: The gizmo greets the user by name
Preconditions: The user has an account
Steps:
1. Type "Ada" into Name
2. Do the thing with the gizmo
Expected result: The page shows "Gizmo done for Ada"`;

describe('a whole test case, read as the plain-English reader reads it', () => {
  it('makes no model call for a Gherkin feature the reader reads fully', async () => {
    await withFake([], async (fake) => {
      const report = await runWith(fake, GHERKIN);
      expect(report.status, report.summary).toBe('PASSED');
      expect(fake.requests).toHaveLength(0);
      expect(report.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
      expect(report.planner).toBe('plain-english');
      // Per row: the Background's check of the page (the account is given), then the row's steps.
      const row = ['assert', 'fill', 'click', 'assert'];
      expect(report.steps.map((s) => s.action)).toEqual([...row, ...row]);
      expect(report.steps.every((s) => s.outcome === 'passed')).toBe(true);
    });
  });

  it('sends the model only the line it cannot read, in its place, with the page', async () => {
    await withFake(
      [CLICK_GIZMO, { tool: 'verdict', input: { status: 'PASSED', reason: 'Activated.' } }],
      async (fake) => {
        const report = await runWith(fake, MANUAL);
        expect(report.status, report.summary).toBe('PASSED');
        expect(fake.requests).toHaveLength(2);
        const first = promptOf(fake, 0);
        expect(first).toContain('Do this step: Do the thing with the gizmo');
        // The read lines are marked done or left to Scout; the precondition taken as given is
        // not a step at all.
        expect(first).toContain(
          'The test\'s steps:\n1. Type "Ada" into Name (done)\n2. Do the thing with the gizmo (your step)\n3. The page shows "Gizmo done for Ada"\n',
        );
        expect(first).not.toMatch(/Do this step: (?:Type|The page|The user)/);
        expect(first).toContain('button "Activate gizmo"');
        expect(report.steps.map((s) => [s.action, s.outcome, s.description])).toEqual([
          ['fill', 'passed', 'Type "Ada" into Name'],
          ['click', 'passed', 'Click Activate gizmo'],
          ['assert', 'passed', 'The page shows "Gizmo done for Ada"'],
        ]);
        expect(report.usage).toEqual({ inputTokens: 240, outputTokens: 24 });
      },
    );
  });
});

describe('a step the reader refuses goes to the model, and only that step', () => {
  let passed: RunReport;

  it('asks the model once for the step it cannot read, and passes', async () => {
    await withFake(
      [
        CLICK_GIZMO,
        { tool: 'verdict', input: { status: 'PASSED', reason: 'The gizmo was activated.' } },
      ],
      async (fake) => {
        passed = await runWith(fake, MIXED);
        expect(passed.status, passed.summary).toBe('PASSED');
        expect(passed.planner).toBe('llm');
        // The click and the verdict: two requests, both about the gizmo step alone.
        expect(fake.requests).toHaveLength(2);
        const first = promptOf(fake, 0);
        expect(first).toContain('Do this step: Do the thing with the gizmo');
        expect(first).not.toContain('Do this step: Type');
        expect(first).not.toContain('Do this step: Check');
        // The model is told the test's objective and which steps are done.
        expect(first).toContain('1. Type "Ada" into Name (done)');
        expect(passed.steps.map((s) => [s.action, s.outcome, s.description])).toEqual([
          ['fill', 'passed', 'Type "Ada" into Name'],
          ['click', 'passed', 'Click Activate gizmo'],
          ['assert', 'passed', 'Check that the page shows "Gizmo done for Ada"'],
        ]);
        expect(passed.usage).toEqual({ inputTokens: 240, outputTokens: 24 });
        // The replay list: the reader's actions and the element the model chose, by name.
        expect(passed.resolvedActions?.[1]).toMatchObject({
          kind: 'click',
          target: { role: 'button', name: 'Activate gizmo' },
        });
        expect(JSON.stringify(passed.resolvedActions)).not.toContain('"ref"');
      },
    );
  });

  it('shows both kinds of step in the transcript', () => {
    const transcript = MessageSchema.array().parse(passed.messageContent);
    const uses = transcript
      .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
      .filter((b) => b.type === 'tool_use');
    expect(uses.map((b) => b.name)).toEqual(['fill', 'click', 'verdict', 'assert']);
    const text = JSON.stringify(transcript);
    expect(text).toContain('Do this step: Do the thing with the gizmo');
    expect(transcript.at(-1)?.content).toEqual([
      { type: 'text', text: expect.stringMatching(/^PASSED: /) },
    ]);
  });

  it('replays the passing run with no model configured', async () => {
    const replayed = await runWith(undefined, MIXED, { replay: passed.resolvedActions });
    expect(replayed.status, replayed.summary).toBe('PASSED');
    expect(replayed.planner).toBe('replay');
    expect(replayed.steps.map((s) => [s.action, s.origin])).toEqual([
      ['fill', 'replayed'],
      ['click', 'replayed'],
      ['assert', 'replayed'],
    ]);
  });

  it('asks the model again only for its step when the page changed under it (healing)', async () => {
    await withFake(
      [
        (snapshot) => ({
          tool: 'click',
          input: { ref: refIn(snapshot, 'button "Start gizmo"'), description: 'Click Start gizmo' },
        }),
        { tool: 'verdict', input: { status: 'PASSED', reason: 'The gizmo was started.' } },
      ],
      async (fake) => {
        const healed = await runWith(fake, MIXED, {
          startingUrl: `${server.url}/gizmo?renamed=1`,
          replay: passed.resolvedActions,
        });
        expect(healed.status, healed.summary).toBe('PASSED');
        expect(healed.planner).toBe('llm');
        expect(fake.requests).toHaveLength(2);
        expect(promptOf(fake, 0)).toContain('Do this step: Do the thing with the gizmo');
        expect(healed.steps.map((s) => [s.action, s.origin, s.description])).toEqual([
          ['fill', 'replayed', 'Type "Ada" into Name'],
          ['click', 'healed', 'Click Start gizmo'],
          ['assert', 'healed', 'Check that the page shows "Gizmo done for Ada"'],
        ]);
        expect(healed.resolvedActions?.[1]).toMatchObject({
          kind: 'click',
          target: { role: 'button', name: 'Start gizmo' },
        });
      },
    );
  });
});

describe('the model’s verdict on its step', () => {
  it('ends the run FAILED at the step the model could not do', async () => {
    await withFake(
      [
        {
          tool: 'assert',
          input: {
            kind: 'text_visible',
            expected: 'Activate gizmo',
            description: 'The gizmo is there',
          },
        },
        {
          tool: 'verdict',
          input: { status: 'FAILED', reason: 'The page has no gizmo to activate.' },
        },
      ],
      async (fake) => {
        const report = await runWith(fake, MIXED, { startingUrl: `${server.url}/gizmo?bug=1` });
        expect(report.status, report.summary).toBe('FAILED');
        expect(fake.requests).toHaveLength(2);
        // The check after the gizmo step never ran.
        expect(report.steps.map((s) => [s.action, s.outcome])).toEqual([
          ['fill', 'passed'],
          ['assert', 'failed'],
        ]);
        expect(report.result).toContain('Do the thing with the gizmo');
        expect(report.result).toContain('The page has no gizmo to activate.');
        expect(report.resolvedActions).toBeUndefined();
      },
    );
  });

  it('ends the run FAILED at a step the reader understood that fails, after the model did its step', async () => {
    await withFake(
      [CLICK_GIZMO, { tool: 'verdict', input: { status: 'PASSED', reason: 'Done.' } }],
      async (fake) => {
        const report = await runWith(
          fake,
          MIXED.replace('Gizmo done for Ada', 'Gizmo done for Grace'),
        );
        expect(report.status, report.summary).toBe('FAILED');
        expect(fake.requests).toHaveLength(2);
        expect(report.steps.map((s) => [s.action, s.outcome])).toEqual([
          ['fill', 'passed'],
          ['click', 'passed'],
          ['assert', 'failed'],
        ]);
        expect(report.summary).toContain('step 3');
      },
    );
  });
});

describe('an objective that is not written as steps', () => {
  it('goes to the model whole, as the test’s objective', async () => {
    await withFake(
      [
        (snapshot) => ({
          tool: 'fill',
          input: { ref: refIn(snapshot, 'textbox "Name"'), value: 'Ada', description: 'Type Ada' },
        }),
        CLICK_GIZMO,
        {
          tool: 'assert',
          input: {
            kind: 'text_visible',
            expected: 'Gizmo done for Ada',
            description: 'The gizmo greets Ada',
          },
        },
        { tool: 'verdict', input: { status: 'PASSED', reason: 'The gizmo works for Ada.' } },
      ],
      async (fake) => {
        const report = await runWith(fake, 'Make sure a user called Ada can use the gizmo');
        expect(report.status, report.summary).toBe('PASSED');
        expect(fake.requests).toHaveLength(4);
        expect(promptOf(fake, 0)).toContain(
          'Test objective:\nMake sure a user called Ada can use the gizmo',
        );
        expect(promptOf(fake, 0)).not.toContain('Do this step');
      },
    );
  });
});
