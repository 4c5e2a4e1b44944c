import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunSpec } from '@scout/shared';
import { runTest, type BrowserSession } from './index.js';
import { page, servePages, type PageServer } from './testing/serve-pages.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from './testing/test-browser.js';

// Pages that never answer a script Scout runs in them (the review of issue 24): the run ends
// ERROR with that reason soon after, instead of waiting for as long as the server lives (or, with
// a time limit, until the limit says only that it ran out of time).

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  server = await servePages({
    // Chromium refuses to load the frame and leaves it without a document: every evaluate,
    // count or title in it waits for one forever (plain Playwright too).
    '/file-frame': page(
      'Frame',
      '<h1>Welcome</h1><iframe src="file:///etc/hostname"></iframe><button>Go</button>',
    ),
    // The renderer is stuck in the loop and answers nothing.
    '/busy': page(
      'Busy',
      '<h1>Welcome</h1><script>setTimeout(() => { while (true) {} }, 300)</script>',
    ),
    // Each alert Scout answers is followed by the next.
    '/alerts': page('Alerts', '<h1>Welcome</h1><script>while (true) alert("x")</script>'),
  });
  session = await launchTestBrowser();
  outRoot = await mkdtemp(join(tmpdir(), 'scout-page-answer-'));
});
afterAll(async () => {
  await session?.close();
  await server?.close();
  await rm(outRoot, { recursive: true, force: true });
});

// Long enough that only the page's silence, not the time limit, can end these runs in the test.
const TIME_LIMIT_MS = 45_000;

function spec(path: string, description: string): RunSpec {
  return {
    objective: 'The page says it is done',
    description,
    startingUrl: `${server.url}${path}`,
    planner: 'plain-english',
    outDir: join(outRoot, path.slice(1)),
    timeoutMs: TIME_LIMIT_MS,
  };
}

describe('a page that stops answering', () => {
  it('a frame that never gets a document ends the run ERROR: the page stopped responding', async () => {
    const report = await runTest(spec('/file-frame', 'check that "Done" is visible'), {
      browserSession: session,
      network: LOCAL_TEST_NETWORK,
    });
    expect(report.status).toBe('ERROR');
    expect(report.summary).toContain('The page stopped responding');
    expect(report.steps.at(-1)?.outcome).toBe('error');
    expect(report.timings.durationMs).toBeLessThan(TIME_LIMIT_MS / 2);
  }, 60_000);

  it('a renderer in a busy loop ends the run ERROR: the page stopped responding', async () => {
    const report = await runTest(spec('/busy', 'wait 1 second\ncheck that "Done" is visible'), {
      browserSession: session,
      network: LOCAL_TEST_NETWORK,
    });
    expect(report.status).toBe('ERROR');
    expect(report.summary).toContain('The page stopped responding');
    expect(report.timings.durationMs).toBeLessThan(TIME_LIMIT_MS / 2);
  }, 60_000);
});

describe('a page that keeps opening dialogs', () => {
  it('ends the run ERROR: no check passes on a dialog it did not open', async () => {
    const report = await runTest(spec('/alerts', 'check that "Done" is visible'), {
      browserSession: session,
      network: LOCAL_TEST_NETWORK,
    });
    expect(report.status).toBe('ERROR');
    expect(report.summary).toContain(
      'The page keeps opening dialogs: Scout answered 10 in a row and it opened another (the alert “x”).',
    );
  }, 60_000);
});

describe("the run's time limit", () => {
  it('ends a step that hangs past it, not only the next step', async () => {
    const limited = {
      ...spec('/busy', 'wait 1 second\ncheck that "Done" is visible'),
      timeoutMs: 4_000,
    };
    const report = await runTest(
      { ...limited, outDir: join(outRoot, 'limited') },
      { browserSession: session, network: LOCAL_TEST_NETWORK },
    );
    expect(report.status).toBe('ERROR');
    expect(report.summary).toBe(
      'Could not run the test: The run took longer than its time limit of 4 s.',
    );
    // The check hangs from about 1 s in; the page's own silence would end it only after 10 s.
    expect(report.timings.durationMs).toBeLessThan(7_000);
  }, 60_000);
});
