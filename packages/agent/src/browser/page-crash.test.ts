import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunSpec } from '@scout/shared';
import { refIn, scriptedModel } from '../testing/llm/scripted-model.js';
import { page, servePages, type PageServer } from '../testing/serve-pages.js';
import { LOCAL_TEST_NETWORK } from '../testing/test-browser.js';
import { runTest, type BrowserSession } from '../index.js';
import { findBrowserExecutable } from './find-browser.js';
import { CHROMIUM_ARGS } from './launch-browser.js';
import { PAGE_CRASHED } from './page-crash.js';

// A tab whose renderer runs out of memory: the page allocates without bound, and the browser is
// launched with a 32 MB JavaScript heap so that V8 gives up in a second instead of after gigabytes.
const ALLOCATE = 'const a = []; for (;;) a.push(new Array(100000).fill(a.length));';

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  const browser = await chromium.launch({
    executablePath: findBrowserExecutable('chromium', {
      chromiumPath: process.env.SCOUT_CHROMIUM_PATH || undefined,
      playwrightBrowsersPath: process.env.PLAYWRIGHT_BROWSERS_PATH || undefined,
    }),
    args: [...CHROMIUM_ARGS, '--js-flags=--max-old-space-size=32'],
    chromiumSandbox: process.getuid?.() !== 0,
  });
  session = { browser, kind: 'chromium', close: () => browser.close() };
  [server, outRoot] = await Promise.all([
    servePages({
      '/report': page(
        'Reports',
        `<h1>Reports</h1><button onclick="${ALLOCATE}">Build report</button>`,
      ),
      '/dashboard': page(
        'Dashboard',
        `<h1>Dashboard</h1><script>setTimeout(() => { ${ALLOCATE} }, 300)</script>`,
      ),
    }),
    mkdtemp(join(tmpdir(), 'scout-page-crash-')),
  ]);
});
afterAll(async () => {
  await Promise.all([session?.close(), server?.close()]);
  await rm(outRoot, { recursive: true, force: true });
});

async function run(
  path: string,
  extra: Partial<RunSpec>,
  model?: ReturnType<typeof scriptedModel>,
) {
  const report = await runTest(
    {
      objective: 'As the test says',
      startingUrl: `${server.url}${path}`,
      planner: 'plain-english',
      outDir: await mkdtemp(join(outRoot, 'run-')),
      ...extra,
    },
    { browserSession: session, network: LOCAL_TEST_NETWORK, targetTimeoutMs: 3_000, model },
  );
  // The browser lives on for the next run: only the tab died.
  expect(session.browser.isConnected()).toBe(true);
  return report;
}

describe('a tab that crashes', () => {
  it('ends the run ERROR when a click makes it run out of memory', async () => {
    const report = await run('/report', {
      description: '1. Click "Build report"\n2. Verify that the page shows "Report ready"',
    });
    expect(report.status, report.result).toBe('ERROR');
    expect(report.result).toContain(PAGE_CRASHED);
    expect(report.steps).toHaveLength(1);
  });

  it('ends the run ERROR, not FAILED, when it crashes while a check waits', async () => {
    const report = await run('/dashboard', {
      description: 'Verify that the page shows "Welcome back"',
    });
    expect(report.status, report.result).toBe('ERROR');
    expect(report.result).toContain(PAGE_CRASHED);
  });

  it('ends an LLM run ERROR before the model can call it FAILED', async () => {
    const model = scriptedModel([
      (shown: string) => ({
        tool: 'click',
        input: { ref: refIn(shown, 'button "Build report"'), description: 'Click Build report' },
      }),
      { tool: 'verdict', input: { status: 'FAILED', reason: 'The report never showed.' } },
    ]);
    const report = await run('/report', { planner: 'llm' }, model);
    expect(report.status, report.result).toBe('ERROR');
    expect(report.result).toContain(PAGE_CRASHED);
    expect(model.doGenerateCalls).toHaveLength(1);
  });
});
