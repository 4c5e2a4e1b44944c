import { createSocket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport, RunSpec } from '@scout/shared';
import { scriptedModel } from '../testing/llm/scripted-model.js';
import { whereRead } from '../testing/readable-texts.js';
import { page, servePages, type PageServer } from '../testing/serve-pages.js';
import { launchTestBrowser } from '../testing/test-browser.js';
import { runTest, type BrowserSession } from '../index.js';

// Runs in a real Chromium against an app on 127.0.0.1 (allowed, as an administrator would with
// SCOUT_ALLOWED_NETWORKS=127.0.0.1). What they must not reach: a server on 127.0.0.2 (loopback
// that is not allowed) whose every answer is SECRET, "Scout's own server" on 127.0.0.1, and
// addresses (10.0.0.5, 169.254.169.254) that the policy refuses before anything connects.
const SECRET = 'TOP-SECRET-4417';
// What the steps look for: a run that could read the hidden page would pass its check.
const SECRET_START = 'TOP-SECRET';
const SETTING = 'An administrator can allow them with SCOUT_ALLOWED_NETWORKS.';

let app: PageServer;
let scout: PageServer;
let hidden: { server: Server; url: string; hits: string[] };
let session: BrowserSession;
let outRoot: string;

async function serveSecret(): Promise<typeof hidden> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
    res.end(`<h1>${SECRET}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  return { server, url: `http://127.0.0.2:${(server.address() as AddressInfo).port}`, hits };
}

beforeAll(async () => {
  [hidden, scout, session, outRoot] = await Promise.all([
    serveSecret(),
    servePages({ '/api/me': `{"email":"admin@scout.test","note":"${SECRET}"}` }),
    launchTestBrowser(),
    mkdtemp(join(tmpdir(), 'scout-run-network-')),
  ]);
  const redirect = (to: string) =>
    page('Moving', `<script>location.replace(${JSON.stringify(to)})</script>`);
  app = await servePages({
    '/': page('Home', '<h1>Home</h1><a href="/about">About</a>'),
    '/about': page('About', '<h1>About us</h1>'),
    // A script's redirect is a new navigation; the server-side 302s are below.
    '/js-to-hidden': redirect(`${hidden.url}/js`),
    '/fetch-hidden': page(
      'Fetcher',
      `<h1>Fetcher</h1><p id="out"></p><script>fetch('${hidden.url}/fetch').then((r) => r.text()).then((t) => { document.getElementById('out').innerHTML = t; }).catch(() => {})</script>`,
    ),
    '/fetch-private': page(
      'Fetcher',
      `<h1>Fetcher</h1><script>fetch('http://10.0.0.5/').catch(() => {})</script>`,
    ),
    '/img-hidden': page(
      'Pictures',
      `<h1>Pictures</h1><img alt="A pixel" src="${hidden.url}/pixel.png">`,
    ),
    '/ws-hidden': page(
      'Live',
      `<h1>Live</h1><script>const ws = new WebSocket('${hidden.url.replace('http', 'ws')}/socket'); ws.onerror = () => {};</script>`,
    ),
  });
});
afterAll(async () => {
  await Promise.all([session?.close(), app?.close(), scout?.close()]);
  await new Promise((resolve) => hidden?.server.close(resolve));
  await rm(outRoot, { recursive: true, force: true });
});

// A server-side redirect from the allowed app: servePages serves HTML only, so this one answers 302s.
let redirector: { server: Server; url: string };
beforeAll(async () => {
  const server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    res.writeHead(302, { location: to });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  redirector = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(() => new Promise((resolve) => redirector?.server.close(resolve)));

async function run(extra: Partial<RunSpec>, model?: ReturnType<typeof scriptedModel>) {
  const outDir = await mkdtemp(join(outRoot, 'run-'));
  const spec: RunSpec = {
    objective: 'Check that the page shows "Home"',
    startingUrl: `${app.url}/`,
    planner: 'plain-english',
    outDir,
    ...extra,
  };
  const report = await runTest(spec, {
    browserSession: session,
    targetTimeoutMs: 1_500,
    model,
    network: {
      allowedNetworks: ['127.0.0.1'],
      protectedEndpoints: [{ name: "Scout's own server", port: Number(new URL(scout.url).port) }],
    },
  });
  return { report, outDir };
}

/** The secret is nowhere a person or the model would read it, and no step was screenshot after
 *  the blocked request. */
async function expectNothingLeaked(
  report: RunReport,
  outDir: string,
  model?: ReturnType<typeof scriptedModel>,
) {
  expect(await whereRead(SECRET, report, outDir, model)).toEqual([]);
  const blockedStep = report.steps.findIndex((s) => s.outcome === 'error');
  const shots = (await readdir(outDir)).filter((f) => f.endsWith('.png'));
  expect(shots).toHaveLength(blockedStep === -1 ? report.steps.length : blockedStep);
}

describe('the network policy in real runs', () => {
  it("a starting URL at Scout's own port is an ERROR that names it, and nothing connects", async () => {
    const { report, outDir } = await run({
      startingUrl: `${scout.url}/api/me`,
      objective: `Check that the page shows "${SECRET_START}"`,
    });
    expect(report.status, report.summary).toBe('ERROR');
    expect(report.summary).toBe(
      `Could not run the test: The starting URL cannot be opened: Scout blocked a request to ${scout.url}/api/me: it is Scout's own server, which tests may never reach`,
    );
    expect(report.steps).toEqual([]);
    await expectNothingLeaked(report, outDir);
  });

  it("the LLM planner's navigate to Scout's own port (as localhost) or to 10.0.0.5 is an ERROR", async () => {
    const port = new URL(scout.url).port;
    for (const [url, why] of [
      [`http://localhost:${port}/api/me`, "it is Scout's own server"],
      ['http://10.0.0.5/admin', `private addresses are not allowed. ${SETTING}`],
    ] as const) {
      const model = scriptedModel([
        { tool: 'navigate', input: { url, description: `Open ${url}` } },
        { tool: 'verdict', input: { status: 'PASSED', reason: 'Read it.' } },
      ]);
      const { report, outDir } = await run(
        { planner: 'llm', objective: 'Read the admin page' },
        model,
      );
      expect(report.status, report.summary).toBe('ERROR');
      expect(report.summary).toContain(`Scout blocked a request to ${url}`);
      expect(report.summary).toContain(why);
      // The model is not asked again: it never sees a page after the blocked request.
      expect(model.doGenerateCalls).toHaveLength(1);
      await expectNothingLeaked(report, outDir, model);
    }
  });

  it('a redirect from an allowed page to cloud metadata is an ERROR', async () => {
    const to = 'http://169.254.169.254/latest/meta-data/';
    const { report, outDir } = await run({
      objective: `1. Go to ${redirector.url}/?to=${encodeURIComponent(to)}\n2. Check that the page shows "ami-id"`,
    });
    expect(report.status, report.summary).toBe('ERROR');
    expect(report.summary).toContain(
      `Scout blocked a request to ${to}: cloud metadata and link-local addresses are never allowed`,
    );
    await expectNothingLeaked(report, outDir);
  });

  it('a redirect from an allowed page to a private address is an ERROR that names the setting', async () => {
    const { report, outDir } = await run({
      startingUrl: `${redirector.url}/?to=${encodeURIComponent('http://10.0.0.5/')}`,
      objective: 'Check that the page shows "Router"',
    });
    expect(report.status, report.summary).toBe('ERROR');
    expect(report.summary).toBe(
      `Could not run the test: Scout blocked a request to http://10.0.0.5/: private addresses are not allowed. ${SETTING}`,
    );
    await expectNothingLeaked(report, outDir);
  });

  it('a redirect (302 or script) to loopback that is not allowed never reaches it', async () => {
    for (const startingUrl of [
      `${redirector.url}/?to=${encodeURIComponent(`${hidden.url}/302`)}`,
      `${app.url}/js-to-hidden`,
    ]) {
      const { report, outDir } = await run({
        startingUrl,
        objective: `Check that the page shows "${SECRET_START}"`,
      });
      expect(report.status, report.summary).toBe('ERROR');
      expect(report.summary).toContain(`Scout blocked a request to ${hidden.url}/`);
      expect(report.summary).toContain("this machine's own addresses (loopback) are not allowed");
      await expectNothingLeaked(report, outDir);
    }
    expect(hidden.hits).toEqual([]);
  });

  it('a page that fetch()es a blocked address ends the run ERROR, and the answer never comes', async () => {
    for (const [path, blocked] of [
      ['/fetch-hidden', `${hidden.url}/fetch`],
      ['/fetch-private', 'http://10.0.0.5/'],
    ] as const) {
      const { report, outDir } = await run({
        objective: `1. Go to ${path}\n2. Check that the page shows "Fetcher"\n3. Check that the page shows "${SECRET_START}"`,
      });
      expect(report.status, report.summary).toBe('ERROR');
      expect(report.summary).toContain(`Scout blocked a request to ${blocked}`);
      await expectNothingLeaked(report, outDir);
    }
    expect(hidden.hits).toEqual([]);
  });

  it('an <img> or a WebSocket to a blocked host ends the run ERROR', async () => {
    for (const [path, blocked] of [
      ['/img-hidden', `${hidden.url}/pixel.png`],
      ['/ws-hidden', hidden.url.replace('http://', '')],
    ] as const) {
      const { report, outDir } = await run({
        startingUrl: `${app.url}${path}`,
        objective: 'Check that the page shows "Pictures"\nCheck that the page shows "Live"',
      });
      expect(report.status, report.summary).toBe('ERROR');
      expect(report.summary).toContain(`Scout blocked a request to ${blocked}`);
      await expectNothingLeaked(report, outDir);
    }
    expect(hidden.hits).toEqual([]);
  });

  it('WebRTC sends nothing around the proxy (a STUN server on a blocked address gets no packet)', async () => {
    const stun = createSocket('udp4');
    let packets = 0;
    stun.on('message', () => (packets += 1));
    await new Promise<void>((resolve) => stun.bind(0, '127.0.0.2', resolve));
    try {
      app.set(
        '/rtc',
        page(
          'Call',
          `<h1>Call</h1><script>const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.2:${stun.address().port}' }] }); pc.createDataChannel('x'); pc.createOffer().then((o) => pc.setLocalDescription(o)).then(() => setTimeout(() => document.body.append('Gathered'), 1500));</script>`,
        ),
      );
      const { report } = await run({
        startingUrl: `${app.url}/rtc`,
        objective: 'Wait for the page to show "Gathered"\nCheck that the page shows "Call"',
      });
      expect(report.status, report.summary).toBe('PASSED');
      expect(packets).toBe(0);
    } finally {
      stun.close();
    }
  });

  it('a replayed step to a blocked address is an ERROR', async () => {
    const { report, outDir } = await run({
      replay: [
        { kind: 'navigate', value: `${app.url}/about`, description: 'Go to /about' },
        { kind: 'navigate', value: `${hidden.url}/replayed`, description: 'Go to the hidden page' },
      ],
    });
    expect(report.status, report.summary).toBe('ERROR');
    expect(report.summary).toContain(`Scout blocked a request to ${hidden.url}/replayed`);
    expect(report.steps.map((s) => s.outcome)).toEqual(['passed', 'error']);
    await expectNothingLeaked(report, outDir);
    expect(hidden.hits).toEqual([]);
  });

  it('with nothing allowed (the default), even the app on 127.0.0.1 is refused', async () => {
    const outDir = await mkdtemp(join(outRoot, 'run-'));
    const report = await runTest(
      { objective: 'Check that the page shows "Home"', startingUrl: `${app.url}/`, outDir },
      { browserSession: session },
    );
    expect(report.status).toBe('ERROR');
    expect(report.summary).toContain(`Scout blocked a request to ${app.url}/`);
    expect(report.summary).toContain(SETTING);
  });

  it('an allowed app still runs, through every kind of request', async () => {
    const { report } = await run({
      objective: '1. Click About\n2. Check that the page shows "About us"',
    });
    expect(report.status, report.summary).toBe('PASSED');
  });
});
