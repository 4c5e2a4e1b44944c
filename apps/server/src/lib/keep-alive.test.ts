import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { keepConnectionsAlive } from './keep-alive.js';

describe('keepConnectionsAlive', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    server?.close();
  });

  /** Two requests on one kept-alive connection, `idleMs` apart: whether the second reused it. */
  async function secondReusesConnection(idleMs: number): Promise<boolean> {
    const app = new Hono().get('/', (c) => c.text('ok'));
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
    keepConnectionsAlive(server);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<boolean>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(req.reusedSocket));
        });
        req.on('error', reject);
      });
    await get();
    await sleep(idleMs);
    const reused = await get();
    agent.destroy();
    return reused;
  }

  // Node's default closed the connection after 5 s idle (6 s on Node 20, which adds a second): a
  // client sending on it at that moment got ECONNRESET (an e2e test's POST after signing in did).
  it('keeps an idle connection open past Node’s 5 s default', async () => {
    expect(await secondReusesConnection(6_500)).toBe(true);
  }, 15_000);
});
