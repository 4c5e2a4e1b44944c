import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { RunSpecSchema } from '@scout/shared';
import type { ActContext } from '../act/act-context.js';
import { executeAction } from '../act/execute-action.js';
import type { BrowserSession } from '../browser/launch-browser.js';
import { RunPages } from '../browser/run-pages.js';
import type { ActOutcome } from '../core/outcome.js';
import { readStep } from '../planners/plain-english/read-step.js';
import { readTestCase } from '../planners/plain-english/test-case.js';
import { servePages, type PageServer } from './serve-pages.js';
import { launchTestBrowser } from './test-browser.js';

export interface PagesUnderTest {
  readonly server: PageServer;
  readonly session: BrowserSession;
  /** A fresh tab in a fresh context for each test. */
  readonly tab: Page;
  readonly ctx: ActContext;
}

/**
 * Serves `pages` and launches Chromium once for the file (or describe block it is called in), and
 * gives each test a fresh context and tab with the act context the executor needs.
 */
export function actInPages(pages: Record<string, string>, name: string): PagesUnderTest {
  let server: PageServer;
  let session: BrowserSession;
  let context: BrowserContext | undefined;
  let tab: Page;
  let ctx: ActContext;
  let outDir: string;
  beforeAll(async () => {
    server = await servePages(pages);
    session = await launchTestBrowser();
    outDir = await mkdtemp(join(tmpdir(), `scout-${name}-`));
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await context?.close();
    context = await session.browser.newContext();
    tab = await context.newPage();
    const spec = RunSpecSchema.parse({ objective: name, startingUrl: server.url, outDir });
    ctx = {
      page: tab,
      pages: new RunPages(context, tab, (t) => t),
      spec,
      targetTimeoutMs: 1_500,
      waitTimeoutMs: 2_000,
      exactOnly: false,
    };
  });
  return {
    get server() {
      return server;
    },
    get session() {
      return session;
    },
    get tab() {
      return tab;
    },
    get ctx() {
      return ctx;
    },
  };
}

/** Each step read as a tester wrote it, then done in the page; the first that fails ends it, and
 *  `failedAt` is its 0-based index. `startingUrl` is the test's (the pages' server by default). */
export async function actSteps(
  under: PagesUnderTest,
  steps: string[],
  startingUrl = under.server.url,
): Promise<{ failedAt?: number; outcome?: ActOutcome }> {
  for (const [index, step] of steps.entries()) {
    const reading = readStep(step, startingUrl);
    if (!reading.ok) throw new Error(reading.refusal.message);
    for (const action of reading.actions) {
      const outcome = await executeAction(under.ctx, action);
      if (!outcome.ok) return { failedAt: index, outcome };
    }
  }
  return {};
}

/**
 * Reads a whole test case as the run does (steps that lean on the ones before them: "the Datasets
 * Order By option" after going to the Datasets page), then acts each action in order. `failedAt`
 * is the index of the action that did not pass.
 */
export async function actCase(
  under: PagesUnderTest,
  text: string,
): Promise<{ failedAt?: number; outcome?: ActOutcome }> {
  const reading = readTestCase(text, under.server.url);
  if (reading.unread.length > 0) throw new Error(reading.unread.map((u) => u.text).join('; '));
  for (const [index, action] of reading.actions.entries()) {
    const outcome = await executeAction(under.ctx, action);
    if (!outcome.ok) return { failedAt: index, outcome };
  }
  return {};
}
