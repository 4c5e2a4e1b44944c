import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunSpec } from '@scout/shared';
import { page, servePages, type PageServer } from '../testing/serve-pages.js';
import { launchTestBrowser } from '../testing/test-browser.js';
import { runTest, type BrowserSession } from '../index.js';
import { SCOUT_SERVER_HEADER } from './network-policy.js';
import { registerScoutInstance } from './scout-instances.js';

// Decision 030 in real runs, with 127.0.0.1 allowed as an administrator would allow it for an app
// on this machine: the host's Redis (6379) and PostgreSQL (5432), which run on this machine, a
// listener of the test's own on a well-known service port, and another Scout server (listed in a
// registry folder of the test's own) stay closed unless their port is named. The app stays open.
const ANSWER = 'SERVICE-ANSWER-5521';
// Ports of services that are not running here, tried in turn for the test's own listener.
const SERVICE_PORTS = [9200, 8086, 11211, 5984, 27017, 9092];

interface Listener {
  server: Server;
  port: number;
  /** TCP connections it accepted: a refused request opens none. */
  connections: number;
}

let app: PageServer;
let service: Listener;
let otherScout: Listener;
// A Scout the registry does not list (in a container, another TMPDIR): its answers say so.
let unlistedScout: Listener;
let session: BrowserSession;
let outRoot: string;
let registry: string;
let unregister: () => void;

async function listen(port: number, headers: Record<string, string> = {}): Promise<Listener> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html',
      'access-control-allow-origin': '*',
      ...headers,
    });
    res.end(`<h1>${ANSWER}</h1>`);
  });
  const listener = { server, port, connections: 0 };
  server.on('connection', (socket: Socket) => {
    listener.connections += 1;
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  listener.port = (server.address() as AddressInfo).port;
  return listener;
}

async function listenOnAServicePort(): Promise<Listener> {
  for (const port of SERVICE_PORTS) {
    const listener = await listen(port).catch(() => undefined);
    if (listener) return listener;
  }
  throw new Error(`every port of ${SERVICE_PORTS.join(', ')} is taken`);
}

beforeAll(async () => {
  [service, otherScout, unlistedScout, session, outRoot] = await Promise.all([
    listenOnAServicePort(),
    listen(0),
    listen(0, { [SCOUT_SERVER_HEADER]: '1' }),
    launchTestBrowser(),
    mkdtemp(join(tmpdir(), 'scout-run-network-ports-')),
  ]);
  registry = join(outRoot, 'scout-instances');
  // This process stands for the other Scout: its entry is live while the test runs.
  unregister = registerScoutInstance(registry, otherScout.port);
  const fetcher = (url: string) =>
    page(
      'Fetcher',
      `<h1>Fetcher</h1><p id="out"></p><script>fetch('${url}').then((r) => r.text()).then((t) => { document.getElementById('out').innerHTML = t; }).catch(() => {})</script>`,
    );
  app = await servePages({
    '/': page('Home', '<h1>Home</h1><a href="/about">About</a>'),
    '/about': page('About', '<h1>About us</h1>'),
    '/fetch-redis': fetcher('http://127.0.0.1:6379/'),
    '/fetch-postgres': fetcher('http://localhost:5432/'),
    '/fetch-service': fetcher(`http://127.0.0.1:${service.port}/`),
    '/fetch-scout': fetcher(`http://127.0.0.1:${otherScout.port}/api/me`),
    '/fetch-unlisted-scout': fetcher(`http://127.0.0.1:${unlistedScout.port}/api/me`),
    '/ws-service': page(
      'Live',
      `<h1>Live</h1><script>const ws = new WebSocket('ws://127.0.0.1:${service.port}/socket'); ws.onerror = () => {};</script>`,
    ),
  });
});
afterAll(async () => {
  unregister?.();
  await Promise.all([session?.close(), app?.close()]);
  for (const listener of [service, otherScout, unlistedScout])
    await new Promise((resolve) => listener?.server.close(resolve));
  await rm(outRoot, { recursive: true, force: true });
});

async function run(extra: Partial<RunSpec>, allowedNetworks = ['127.0.0.1', 'localhost']) {
  const outDir = await mkdtemp(join(outRoot, 'run-'));
  return runTest(
    {
      objective: 'Check that the page shows "Home"',
      startingUrl: `${app.url}/`,
      planner: 'plain-english',
      outDir,
      ...extra,
    },
    {
      browserSession: session,
      targetTimeoutMs: 1_500,
      network: { allowedNetworks, scoutInstances: registry },
    },
  );
}

describe('an allowed loopback in real runs', () => {
  it("a starting URL at the host's Redis or PostgreSQL is an ERROR that names the service", async () => {
    for (const [url, service] of [
      ['http://127.0.0.1:6379/', "port 6379 is Redis's"],
      ['http://127.0.0.1:5432/', "port 5432 is PostgreSQL's"],
    ]) {
      const report = await run({ startingUrl: url });
      expect(report.status, report.summary).toBe('ERROR');
      expect(report.summary).toBe(
        `Could not run the test: The starting URL cannot be opened: Scout blocked a request to ${url}: ${service}, which an allowed network does not open. An administrator who means it can name the port in SCOUT_ALLOWED_NETWORKS (${new URL(url).host}).`,
      );
      expect(report.steps).toEqual([]);
    }
  });

  it("a page's fetch() of the host's Redis or PostgreSQL ends the run ERROR", async () => {
    for (const [path, blocked] of [
      ['/fetch-redis', "http://127.0.0.1:6379/: port 6379 is Redis's"],
      ['/fetch-postgres', "http://localhost:5432/ (127.0.0.1): port 5432 is PostgreSQL's"],
    ]) {
      const report = await run({
        objective: `1. Go to ${path}\n2. Check that the page shows "Fetcher"`,
      });
      expect(report.status, report.summary).toBe('ERROR');
      expect(report.summary).toContain(`Scout blocked a request to ${blocked}`);
    }
  });

  it('a listener on a well-known service port gets no connection, by fetch() or WebSocket', async () => {
    const before = service.connections;
    for (const [path, blocked] of [
      ['/fetch-service', `http://127.0.0.1:${service.port}/`],
      ['/ws-service', `127.0.0.1:${service.port}`],
    ]) {
      const report = await run({ startingUrl: `${app.url}${path}` });
      expect(report.status, report.summary).toBe('ERROR');
      expect(report.summary).toContain(
        `Scout blocked a request to ${blocked}: port ${service.port}`,
      );
    }
    expect(service.connections).toBe(before);
  });

  it('the service port opens when SCOUT_ALLOWED_NETWORKS names it', async () => {
    const report = await run(
      {
        startingUrl: `http://127.0.0.1:${service.port}/`,
        objective: `Check that the page shows "${ANSWER}"`,
      },
      ['127.0.0.1', `127.0.0.1:${service.port}`],
    );
    expect(report.status, report.summary).toBe('PASSED');
    expect(service.connections).toBeGreaterThan(0);
  });

  it('another Scout server on this machine is refused unless its port is named', async () => {
    const url = `http://127.0.0.1:${otherScout.port}/api/me`;
    const refused = await run({ startingUrl: url });
    expect(refused.status, refused.summary).toBe('ERROR');
    expect(refused.summary).toContain(
      `Scout blocked a request to ${url}: it is another Scout server on this machine`,
    );
    const fetched = await run({
      objective: '1. Go to /fetch-scout\n2. Check that the page shows "Fetcher"',
    });
    expect(fetched.status, fetched.summary).toBe('ERROR');
    expect(fetched.summary).toContain(`Scout blocked a request to ${url}: it is another Scout`);
    expect(otherScout.connections).toBe(0);

    const named = await run(
      { startingUrl: url, objective: `Check that the page shows "${ANSWER}"` },
      ['127.0.0.1', `127.0.0.1:${otherScout.port}`],
    );
    expect(named.status, named.summary).toBe('PASSED');
  });

  it('a Scout the registry does not list is known by its answer, which the page never gets', async () => {
    const url = `http://127.0.0.1:${unlistedScout.port}/api/me`;
    const blocked = `Scout blocked a request to ${url}: it is another Scout server, which an allowed network does not open`;
    const opened = await run({
      startingUrl: url,
      objective: `Check that the page shows "${ANSWER}"`,
    });
    expect(opened.status, opened.summary).toBe('ERROR');
    expect(opened.summary).toContain(blocked);
    const fetched = await run({
      objective: `1. Go to /fetch-unlisted-scout\n2. Check that the page shows "Fetcher"\n3. Check that the page shows "${ANSWER}"`,
    });
    expect(fetched.status, fetched.summary).toBe('ERROR');
    expect(fetched.summary).toContain(blocked);
    // The Scout is known only by its answer, which arrives after the page loaded: steps before it
    // may pass. What the page must never get is the answer itself.
    const answerCheck = fetched.steps.find((step) => step.description.includes(ANSWER));
    expect(answerCheck?.outcome ?? 'not reached').not.toBe('passed');

    const named = await run(
      { startingUrl: url, objective: `Check that the page shows "${ANSWER}"` },
      ['127.0.0.1', `127.0.0.1:${unlistedScout.port}`],
    );
    expect(named.status, named.summary).toBe('PASSED');
  });

  it('an ordinary app port on the allowed loopback stays reachable', async () => {
    const report = await run({
      objective: '1. Click About\n2. Check that the page shows "About us"',
    });
    expect(report.status, report.summary).toBe('PASSED');
  });
});
