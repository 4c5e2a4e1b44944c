import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  RUN_TRACE_OPTIONS,
  runTest,
  type BrowserSession,
  type LlmConfig,
} from '@scout/agent';
import type { ResolvedAction, RunReport } from '@scout/shared';
import { startingUrlOf, type FixtureCase } from '@scout/fixtures/cases';
import { startFixtureServer } from '@scout/fixtures/serve';
import type { HandwrittenCase } from './handwritten/index.js';
import type { BenchPlanner } from './tally.js';

/** Matches the agent: viewport 1024x768, one PNG of the viewport after each step, written to disk. */
export const VIEWPORT = { width: 1024, height: 768 };
const SCREENSHOT = { type: 'png', fullPage: false } as const;
const HANDWRITTEN_WAIT_MS = 10_000;

export interface Timed<T> {
  ms: number;
  value: T;
}

export async function timed<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export interface BenchRun {
  baseUrl: string;
  session: BrowserSession;
  outRoot: string;
  /** The LLM settings read from SCOUT_LLM_* at the bench's start, when a model is configured. */
  llm?: LlmConfig;
  /** The networks the run may reach; 127.0.0.1 unless told (a practice app named localhost
   *  needs ::1 too: Scout judges a name by every address it stands for). */
  allowedNetworks?: string[];
}

/** The fixture server, a Chromium and a folder for the runs' files, for the benches that run
 *  fixture cases; `close` stops and removes them. */
export async function startBenchRun(
  label: string,
): Promise<{ run: BenchRun; close: () => Promise<void> }> {
  const [server, session, outRoot] = await Promise.all([
    startFixtureServer(),
    launchBrowser(
      'chromium',
      {
        chromiumPath: process.env.SCOUT_CHROMIUM_PATH,
        playwrightBrowsersPath: process.env.PLAYWRIGHT_BROWSERS_PATH,
      },
      // On fixture pages, as the invoking user (root in CI: no sandbox).
      { sandbox: process.getuid?.() !== 0 },
    ),
    mkdtemp(path.join(tmpdir(), `scout-bench-${label}-`)),
  ]);
  return {
    run: { baseUrl: server.url, session, outRoot },
    close: async () => {
      await Promise.all([session.close(), server.close()]);
      await rm(outRoot, { recursive: true, force: true });
    },
  };
}

let runCounter = 0;
const nextOutDir = (run: BenchRun, label: string) =>
  path.join(run.outRoot, `${++runCounter}-${label}`);

/** One agent run of the case, planned (in plain English unless told) or replaying recorded actions. */
export function runAgent(
  run: BenchRun,
  fixtureCase: FixtureCase,
  replay?: ResolvedAction[],
  planner: BenchPlanner = 'plain-english',
): Promise<RunReport> {
  return runTest(
    {
      objective: fixtureCase.objective,
      description: fixtureCase.description,
      startingUrl: startingUrlOf(fixtureCase, run.baseUrl),
      testingUser: fixtureCase.testingUser,
      planner,
      maxSteps: fixtureCase.maxSteps,
      viewport: VIEWPORT,
      replay,
      outDir: nextOutDir(run, `${fixtureCase.id}-${replay ? 'replay' : planner}`),
    },
    // The fixture sites are on 127.0.0.1, which Scout refuses unless allowed.
    {
      browserSession: run.session,
      llm: run.llm,
      network: { allowedNetworks: run.allowedNetworks ?? ['127.0.0.1'] },
    },
  );
}

/** The hand-written Playwright twin: a fresh context, the starting page, each step + screenshot
 *  (packages/agent/src/perceive/take-screenshot.ts: viewport PNG, written to disk) and, with
 *  `trace`, the trace a run records (the same options, saved as trace.zip). Returns the number of
 *  steps taken. */
export async function runHandwritten(
  run: BenchRun,
  fixtureCase: FixtureCase,
  script: HandwrittenCase,
  options: { trace?: boolean } = {},
): Promise<number> {
  const browser: Browser = run.session.browser;
  const outDir = nextOutDir(run, `${fixtureCase.id}-handwritten`);
  await mkdir(outDir, { recursive: true });
  const startingUrl = startingUrlOf(fixtureCase, run.baseUrl);
  const context = await browser.newContext({ viewport: VIEWPORT });
  context.setDefaultTimeout(HANDWRITTEN_WAIT_MS);
  if (options.trace) await context.tracing.start(RUN_TRACE_OPTIONS);
  try {
    const user = fixtureCase.testingUser;
    if (user?.kind === 'cookie') {
      await context.addCookies([{ name: user.name, value: user.value, url: startingUrl }]);
    }
    const page = await context.newPage();
    let shots = 0;
    // Like the agent, a screenshot that cannot be taken (mid-navigation) does not fail the run.
    const screenshot = () =>
      page
        .screenshot({
          ...SCREENSHOT,
          timeout: 10_000,
          path: path.join(outDir, `step-${String(++shots).padStart(2, '0')}.png`),
        })
        .catch(() => undefined);
    // The agent opens the starting URL without a step (so without a screenshot) too.
    await page.goto(startingUrl);
    await script(page, async (action) => {
      await action();
      await screenshot();
    });
    return shots;
  } finally {
    if (options.trace) await context.tracing.stop({ path: path.join(outDir, 'trace.zip') });
    await context.close();
  }
}
