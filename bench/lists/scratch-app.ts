import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  createApp,
  bootstrap,
  type AppDeps,
  openDatabase,
  users,
  parseConfig,
  createLogger,
} from '@scout/server/embed';

// better-auth's base URL only; requests go to the loopback port, chosen when the server listens.
const PUBLIC_URL = 'http://scout.bench';

/**
 * The real Hono app on a new PostgreSQL database (dropped by `close`), listening on 127.0.0.1 with
 * @hono/node-server, and one user signed in over HTTP.
 */
export async function openScratchApp(serverUrl: string) {
  const name = `scout_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scout-bench-lists-'));
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SCOUT_DATA_DIR: dataDir,
    SCOUT_PUBLIC_URL: PUBLIC_URL,
    SCOUT_SECRET: randomBytes(24).toString('base64url'),
    DATABASE_URL: url.toString(),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  // An idle connection dropped by the server (a restart, the final drop) must not crash the run.
  database.pool?.on('error', (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  const deps = await bootstrap(config, createLogger('silent'), { database });
  const server = await listen(createApp(deps));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    await closeServer(server);
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    return { deps, baseUrl: base, close, ...(await signIn(deps, base)) };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One confirmed user signed in over HTTP; `get` requests as that user. */
async function signIn(deps: AppDeps, base: string) {
  const email = 'bench@example.com';
  const password = 'bench-password';
  await deps.auth.api.signUpEmail({ body: { email, password, name: email } });
  await deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  // No Origin header: a same-machine client, not a browser page (sameOrigin lets it through).
  const res = await fetch(`${base}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  /** A GET as the signed-in user over a kept-alive HTTP connection, as a browser makes it. */
  const get = (pathAndQuery: string) => fetch(`${base}${pathAndQuery}`, { headers: { cookie } });

  return { userId: user.id, get };
}

async function listen(app: ReturnType<typeof createApp>): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(server),
    );
    server.once('error', reject);
  });
}

async function closeServer(server: ServerType) {
  // fetch keeps connections alive; without this, close would wait for them to time out.
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
