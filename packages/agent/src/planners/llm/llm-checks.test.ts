import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunReport, Verdict } from '@scout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTest, type BrowserSession } from '../../index.js';
import { page, servePages, type PageServer } from '../../testing/serve-pages.js';
import { refIn, scriptedModel, type ScriptStep } from '../../testing/llm/scripted-model.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from '../../testing/test-browser.js';

// The LLM planner's checks by ref, on a real page: each kind once where it holds and once where it
// does not. The scripted model always ends with PASSED, as a careless model might: the verdict
// must still follow what the checks found.
const SETTINGS = page(
  'Settings',
  `
  <main>
    <h1>Settings</h1>
    <div class="alert alert-warning" role="alert" id="banner">Your trial ends soon
      <button type="button" class="btn-close" onclick="document.getElementById('banner').remove()">Dismiss</button></div>
    <div class="form-check"><input class="form-check-input" type="checkbox" id="r" checked><label class="form-check-label" for="r">Remember me</label></div>
    <div class="form-check"><input class="form-check-input" type="checkbox" id="n"><label class="form-check-label" for="n">Newsletter</label></div>
    <label for="e" class="form-label">Email</label><input id="e" class="form-control" value="ada@example.com">
    <button class="btn btn-primary" disabled>Save</button>
    <button class="btn btn-secondary">Cancel</button>
    <ul class="list-group" aria-label="Team"><li class="list-group-item">Ada</li><li class="list-group-item">Grace</li><li class="list-group-item">Linus</li></ul>
  </main>`,
);

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  [server, session, outRoot] = await Promise.all([
    servePages({ '/settings': SETTINGS }),
    launchTestBrowser(),
    mkdtemp(join(tmpdir(), 'scout-llm-checks-')),
  ]);
});
afterAll(async () => {
  await session?.close();
  await server?.close();
  await rm(outRoot, { recursive: true, force: true });
});

const PASSED_ANYWAY: ScriptStep = {
  tool: 'verdict',
  input: { status: 'PASSED', reason: 'Everything looks right.' },
};

async function run(script: ScriptStep[]): Promise<RunReport> {
  const outDir = await mkdtemp(join(outRoot, 'run-'));
  return runTest(
    // Prose, not steps: with steps, the ones the reader understands would run without the model.
    {
      objective: 'Review the settings page',
      startingUrl: `${server.url}/settings`,
      planner: 'llm',
      outDir,
    },
    {
      model: scriptedModel(script),
      browserSession: session,
      network: LOCAL_TEST_NETWORK,
      targetTimeoutMs: 1_000,
    },
  );
}

/** A script that checks `kind` on the element whose snapshot line holds `line`. */
function checkOn(kind: string, line: string, expected?: string | number): ScriptStep {
  return (snapshot: string) => ({
    tool: 'assert',
    input: {
      kind,
      ref: refIn(snapshot, line),
      ...(expected !== undefined ? { expected } : {}),
      description: `${kind} ${line}`,
    },
  });
}

/** A count pointed at one list item (`- listitem [ref=e9]: Grace`): it counts the item's kind. */
function countByItem(text: string, expected: number): ScriptStep {
  return (snapshot: string) => {
    const line = snapshot.split('\n').find((l) => l.includes('listitem') && l.includes(text)) ?? '';
    return {
      tool: 'assert',
      input: {
        kind: 'count',
        ref: refIn(line, 'listitem'),
        expected,
        description: `count like ${text}`,
      },
    };
  };
}

const DISMISS: ScriptStep = (snapshot: string) => ({
  tool: 'click',
  input: { ref: refIn(snapshot, 'button "Dismiss"'), description: 'Dismiss the banner' },
});

describe('LLM checks by ref on a real page', () => {
  const cases: Array<[string, ScriptStep[], Verdict]> = [
    ['visible holds', [checkOn('visible', 'button "Cancel"')], 'PASSED'],
    ['enabled holds', [checkOn('enabled', 'button "Cancel"')], 'PASSED'],
    ['enabled fails', [checkOn('enabled', 'button "Save"')], 'FAILED'],
    ['disabled holds', [checkOn('disabled', 'button "Save"')], 'PASSED'],
    ['disabled fails', [checkOn('disabled', 'button "Cancel"')], 'FAILED'],
    ['checked holds', [checkOn('checked', 'checkbox "Remember me"')], 'PASSED'],
    ['checked fails', [checkOn('checked', 'checkbox "Newsletter"')], 'FAILED'],
    ['unchecked holds', [checkOn('unchecked', 'checkbox "Newsletter"')], 'PASSED'],
    ['unchecked fails', [checkOn('unchecked', 'checkbox "Remember me"')], 'FAILED'],
    ['value holds', [checkOn('value', 'textbox "Email"', 'ada@example.com')], 'PASSED'],
    ['value fails', [checkOn('value', 'textbox "Email"', 'grace@example.com')], 'FAILED'],
    ['count of a list holds', [checkOn('count', 'list "Team"', 3)], 'PASSED'],
    ['count of a list fails', [checkOn('count', 'list "Team"', 4)], 'FAILED'],
    ['count by one of its items holds', [countByItem('Grace', 3)], 'PASSED'],
    ['count by one of its items fails', [countByItem('Grace', 2)], 'FAILED'],
    ['hidden fails while the banner shows', [checkOn('hidden', 'alert')], 'FAILED'],
  ];
  it.each(cases)('%s', async (_name, checks, status) => {
    const report = await run([...checks, PASSED_ANYWAY]);
    expect(report.steps.map((s) => s.outcome)).toEqual([status === 'PASSED' ? 'passed' : 'failed']);
    expect(report.status).toBe(status);
  });

  it('hidden holds once the banner is gone, and visible then fails', async () => {
    let bannerRef = '';
    const remember: ScriptStep = (snapshot: string) => {
      bannerRef = refIn(snapshot, 'alert');
      return {
        tool: 'assert',
        input: { kind: 'visible', ref: bannerRef, description: 'The banner shows' },
      };
    };
    const hidden: ScriptStep = () => ({
      tool: 'assert',
      input: { kind: 'hidden', ref: bannerRef, description: 'The banner is gone' },
    });
    const passed = await run([remember, DISMISS, hidden, PASSED_ANYWAY]);
    expect(passed.steps.map((s) => s.outcome)).toEqual(['passed', 'passed', 'passed']);
    expect(passed.status).toBe('PASSED');
    const visible: ScriptStep = () => ({
      tool: 'assert',
      input: { kind: 'visible', ref: bannerRef, description: 'The banner still shows' },
    });
    const failed = await run([remember, DISMISS, visible, PASSED_ANYWAY]);
    expect(failed.status).toBe('FAILED');
  });
});

describe('the verdict follows the checks', () => {
  it('is FAILED when a failed check is followed by a different check that held', async () => {
    const report = await run([
      {
        tool: 'assert',
        input: {
          kind: 'text_visible',
          expected: 'Order placed',
          description: 'The order is placed',
        },
      },
      {
        tool: 'assert',
        input: { kind: 'text_visible', expected: 'Settings', description: 'The page is Settings' },
      },
      PASSED_ANYWAY,
    ]);
    expect(report.steps.map((s) => s.outcome)).toEqual(['failed', 'passed']);
    expect(report.status).toBe('FAILED');
    expect(report.result).toContain('Order placed');
  });

  it('is PASSED when a failed check is tried again after the page changed and then holds', async () => {
    const gone: ScriptStep = {
      tool: 'assert',
      input: {
        kind: 'text_absent',
        expected: 'Your trial ends soon',
        description: 'No trial warning',
      },
    };
    const report = await run([gone, DISMISS, gone, PASSED_ANYWAY]);
    expect(report.steps.map((s) => s.outcome)).toEqual(['failed', 'passed', 'passed']);
    expect(report.status).toBe('PASSED');
  });

  it('is ERROR when the model says PASSED without checking anything', async () => {
    const report = await run([
      (snapshot: string) => ({
        tool: 'click',
        input: { ref: refIn(snapshot, 'button "Cancel"'), description: 'Click Cancel' },
      }),
      PASSED_ANYWAY,
    ]);
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('the test checked nothing');
  });
});
