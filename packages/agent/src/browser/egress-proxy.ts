import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  ALLOWED_NETWORKS_SETTING,
  SCOUT_SERVER_HEADER,
  type NetworkPolicy,
} from './network-policy.js';

/** The run's way out: every connection its browser context makes goes through here. */
export interface EgressProxy {
  /** For Playwright's `proxy.server`. */
  server: string;
  port: number;
  close(): Promise<void>;
}

// Hop-by-hop headers are the proxy's, not the site's.
const HOP_HEADERS = new Set([
  'proxy-connection',
  'proxy-authorization',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * A forward proxy on 127.0.0.1 for one run's browser context (docs/decisions/014-…): it sees every
 * request the browser makes — navigations, each redirect, sub-resources, WebSockets (tunnelled
 * with CONNECT), service workers, preconnects — checks its host with the policy after resolving
 * it, and connects to the very address it checked, so a name cannot resolve to a public address
 * for the check and a private one for the connection. A refused request never leaves the machine:
 * nothing connects to a blocked host, so the page learns nothing about what listens there.
 */
export async function startEgressProxy(
  policy: NetworkPolicy,
  onBlocked: (message: string) => void,
): Promise<EgressProxy> {
  const agent = new Agent({ keepAlive: true });
  const tunnels = new Set<Duplex>();
  const server = createServer((req, res) => void forward(req, res));

  async function forward(req: IncomingMessage, res: ServerResponse) {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      return answer(res, 400, 'Scout’s proxy takes absolute addresses only.');
    }
    const port = Number(url.port) || 80;
    // Only a GET or HEAD may use a protected endpoint's open paths (Scout's demo app).
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    const verdict = await policy.checkHost(
      url.hostname,
      port,
      url.toString(),
      readOnly ? url.pathname : undefined,
    );
    if (!verdict.ok) {
      if ('blocked' in verdict) onBlocked(verdict.blocked);
      return fail(res);
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name)),
    );
    const upstream = httpRequest(
      {
        host: verdict.addresses[0],
        port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
        agent,
      },
      (response) => {
        // Another Scout the registry does not list: its answer never reaches the page (decision 030).
        if (verdict.closedToScouts && response.headers[SCOUT_SERVER_HEADER] !== undefined) {
          onBlocked(
            `Scout blocked a request to ${url.toString()}: it is another Scout server, which an allowed network does not open. An administrator who means it can name the port in ${ALLOWED_NETWORKS_SETTING} (${url.hostname}:${port}).`,
          );
          response.destroy();
          return fail(res);
        }
        const kept = Object.entries(response.headers).filter(([name]) => !HOP_HEADERS.has(name));
        res.writeHead(response.statusCode ?? 502, Object.fromEntries(kept));
        response.on('error', () => res.destroy());
        response.pipe(res);
      },
    );
    upstream.on('error', () => fail(res));
    req.pipe(upstream);
  }

  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    void tunnel(req.url ?? '', client, head);
  });

  async function tunnel(target: string, client: Duplex, head: Buffer) {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    client.on('error', () => client.destroy());
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(target);
    if (!match) return client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    const [, host, port] = match as unknown as [string, string, string];
    const verdict = await policy.checkHost(host, Number(port), `${host}:${port}`);
    if (!verdict.ok) {
      if ('blocked' in verdict) onBlocked(verdict.blocked);
      return client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    }
    const upstream: Socket = connect(Number(port), verdict.addresses[0]);
    tunnels.add(upstream);
    upstream.on('close', () => tunnels.delete(upstream));
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => {
      if (upstream.connecting) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      else client.destroy();
    });
    client.on('close', () => upstream.destroy());
  }

  // Browsers tunnel WebSockets with CONNECT; a plain upgrade is not something they send.
  server.on('upgrade', (_req, socket: Duplex) => socket.destroy());

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** The browser sees a network error (net::ERR_EMPTY_RESPONSE), as when a site cannot be reached:
 *  a proxy's error page would load as if it were the site. Blocked or unreachable, it is the same. */
function fail(res: ServerResponse): void {
  res.socket?.destroy();
  res.destroy();
}
