import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport, RunSpec } from '@scout/shared';
import { scriptedModel } from '../testing/llm/scripted-model.js';
import { whereRead } from '../testing/readable-texts.js';
import { page, servePages, type PageServer } from '../testing/serve-pages.js';
import { runTest, type BrowserSession } from '../index.js';
import { leaveNonWebPage, nonWebUrlProblem } from './web-only.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from '../testing/test-browser.js';

// The agent opens only http and https pages: a file: URL would show the machine's own files
// (/etc/passwd starts with "root:") in screenshots, the report and the model's input.
const LOCAL_FILE = 'file:///etc/passwd';
// The page text is base64 in the URLs so that only a page that was opened could show it.
const FILE_TEXT = Buffer.from('<p>root:x:0:0:root</p>').toString('base64');
const NOT_WEB = [
  LOCAL_FILE,
  `data:text/html;base64,${FILE_TEXT}`,
  `javascript:document.body.innerHTML=atob('${FILE_TEXT}')`,
  'chrome://version',
  `view-source:${LOCAL_FILE}`,
];

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  [server, session, outRoot] = await Promise.all([
    servePages({
      '/': page('Home', '<h1>Home</h1><a href="/about">About</a>'),
      '/about': page('About', '<h1>About us</h1>'),
    }),
    launchTestBrowser(),
    mkdtemp(join(tmpdir(), 'scout-web-only-')),
  ]);
});
afterAll(async () => {
  await Promise.all([session?.close(), server?.close()]);
  await rm(outRoot, { recursive: true, force: true });
});

async function run(extra: Partial<RunSpec>, model?: ReturnType<typeof scriptedModel>) {
  const outDir = await mkdtemp(join(outRoot, 'run-'));
  const spec: RunSpec = {
    objective: 'As the test says',
    startingUrl: `${server.url}/`,
    planner: 'plain-english',
    outDir,
    ...extra,
  };
  const report = await runTest(spec, {
    browserSession: session,
    network: LOCAL_TEST_NETWORK,
    targetTimeoutMs: 1_500,
    model,
  });
  return { report, outDir };
}

/** Everything the run left that a person or the model would read, with "root:" nowhere in it. */
async function expectNoFileText(
  report: RunReport,
  outDir: string,
  model?: ReturnType<typeof scriptedModel>,
) {
  expect(await whereRead('root:x', report, outDir, model)).toEqual([]);
}

describe('only web pages', () => {
  for (const url of NOT_WEB) {
    it(`LLM planner: navigating to ${url.slice(0, 30)} is an ERROR that says why`, async () => {
      const model = scriptedModel([
        { tool: 'navigate', input: { url, description: `Open ${url}` } },
        { tool: 'verdict', input: { status: 'FAILED', reason: 'The file was shown.' } },
      ]);
      const { report, outDir } = await run({ planner: 'llm' }, model);
      expect(report.status, report.result).toBe('ERROR');
      expect(report.summary).toContain('Scout opens only web pages (http:// or https://)');
      expect(model.doGenerateCalls).toHaveLength(1);
      await expectNoFileText(report, outDir, model);
    });
  }

  it('plain English: "Go to file:///etc/passwd" is an ERROR that says why', async () => {
    const { report, outDir } = await run({
      objective: `1. Go to ${LOCAL_FILE}\n2. Check that the page shows "root"`,
    });
    expect(report.status, report.result).toBe('ERROR');
    expect(report.summary).toContain(
      `Scout opens only web pages (http:// or https://), not “${LOCAL_FILE}”`,
    );
    expect(report.steps).toHaveLength(1);
    await expectNoFileText(report, outDir);
  });

  it('replay: a recorded step to a file: URL is an ERROR that says why', async () => {
    const { report, outDir } = await run({
      replay: [
        { kind: 'navigate', value: `${server.url}/about`, description: 'Go to /about' },
        { kind: 'navigate', value: LOCAL_FILE, description: `Go to ${LOCAL_FILE}` },
        {
          kind: 'assert',
          assertion: { kind: 'text_visible', expected: 'root' },
          description: 'Check root',
        },
      ],
    });
    expect(report.status, report.result).toBe('ERROR');
    expect(report.summary).toContain('Scout opens only web pages (http:// or https://)');
    expect(report.steps.map((s) => s.outcome)).toEqual(['passed', 'error']);
    await expectNoFileText(report, outDir);
  });

  it('a starting URL that is not a web page is an ERROR that says why', async () => {
    const { report, outDir } = await run({
      startingUrl: LOCAL_FILE,
      objective: 'Check that the page shows "root"',
    });
    expect(report.status, report.result).toBe('ERROR');
    expect(report.summary).toContain('Scout opens only web pages (http:// or https://)');
    await expectNoFileText(report, outDir);
  });

  it('leaves a page that is not a web page for a blank one', async () => {
    const context = await session.browser.newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(`${server.url}/`);
      expect(await leaveNonWebPage(tab)).toBeUndefined();
      await tab.goto(`data:text/html;base64,${FILE_TEXT}`);
      expect(await leaveNonWebPage(tab)).toContain('which is not a web page');
      expect(tab.url()).toBe('about:blank');
      expect(await leaveNonWebPage(tab)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('accepts http and https addresses only', () => {
    expect(nonWebUrlProblem('https://example.com/a')).toBeUndefined();
    expect(nonWebUrlProblem('http://127.0.0.1:3000/')).toBeUndefined();
    for (const url of [...NOT_WEB, 'about:blank', 'ftp://example.com/', 'not a url'])
      expect(nonWebUrlProblem(url), url).toBeDefined();
  });
});
