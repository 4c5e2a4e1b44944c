import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunSpec } from '@scout/shared';
import { prepareRun, runTest, type BrowserSession } from './index.js';
import { page, servePages, type PageServer } from './testing/serve-pages.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from './testing/test-browser.js';

// A spare run process opens the run's context ahead (prepareRun): the run acts in that tab, with
// its testing user admitted only once the run is given; one that does not fit is closed.

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  server = await servePages({
    '/': page('Home', '<button onclick="this.textContent = \'Saved\'">Save</button>'),
  });
  server.set('/me', (cookie) =>
    page(
      'Me',
      cookie.includes('sid=prepared-42') ? '<p>Signed in as Ada</p>' : '<p>Signed out</p>',
    ),
  );
  session = await launchTestBrowser();
  outRoot = await mkdtemp(join(tmpdir(), 'scout-prepared-'));
});
afterAll(async () => {
  await session?.close();
  await server?.close();
  await rm(outRoot, { recursive: true, force: true });
});

let runNo = 0;
const spec = (objective: string, extra: Partial<RunSpec> = {}): RunSpec => ({
  objective,
  startingUrl: `${server.url}/`,
  planner: 'plain-english',
  outDir: join(outRoot, `run-${++runNo}`),
  ...extra,
});

/** The addresses `tab` loaded, in order. */
function loadsOf(tab: { on(event: 'load', fn: (p: { url(): string }) => void): unknown }) {
  const urls: string[] = [];
  tab.on('load', (p) => urls.push(new URL(p.url()).pathname));
  return urls;
}

describe('a run given its context opened ahead', () => {
  it('acts in the tab opened ahead, with the testing user admitted, and closes it', async () => {
    const prepared = await prepareRun(session, { network: LOCAL_TEST_NETWORK });
    expect(prepared.page.url()).toBe('about:blank');
    const loads = loadsOf(prepared.page);
    const report = await runTest(
      spec('go to /me\ncheck that the page shows "Signed in as Ada"', {
        testingUser: { kind: 'cookie', name: 'sid', value: 'prepared-42' },
      }),
      { browserSession: session, prepared, network: LOCAL_TEST_NETWORK },
    );
    expect(report.status, report.summary).toBe('PASSED');
    expect(loads).toEqual(['/me']);
    expect(prepared.page.isClosed()).toBe(true);
    expect(session.browser.contexts()).toEqual([]);
  });

  it('does not use one opened for another viewport or other network rules: it is closed', async () => {
    for (const [rules, extra] of [
      [LOCAL_TEST_NETWORK, { viewport: { width: 400, height: 700 } }],
      [{ allowedNetworks: ['10.0.0.0/8'] }, {}],
    ] as const) {
      const prepared = await prepareRun(session, { network: rules });
      const loads = loadsOf(prepared.page);
      const report = await runTest(spec('click Save\ncheck that the page shows "Saved"', extra), {
        browserSession: session,
        prepared,
        network: LOCAL_TEST_NETWORK,
      });
      expect(report.status, report.summary).toBe('PASSED');
      expect(loads).toEqual([]);
      expect(prepared.page.isClosed()).toBe(true);
      expect(session.browser.contexts()).toEqual([]);
    }
  });
});
