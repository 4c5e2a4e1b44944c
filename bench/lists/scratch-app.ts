import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../apps/server/src/app.js';
import { bootstrap } from '../../apps/server/src/bootstrap.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { users } from '../../apps/server/src/db/schema.js';
import { parseConfig } from '../../apps/server/src/lib/config.js';
import { createLogger } from '../../apps/server/src/lib/logger.js';

const ORIGIN = 'http://scout.bench';

/** The real Hono app on a new PostgreSQL database (dropped by `close`), with one signed-in user. */
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
    SCOUT_PUBLIC_URL: ORIGIN,
    SCOUT_SECRET: randomBytes(24).toString('base64url'),
    DATABASE_URL: url.toString(),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  // An idle connection dropped by the server (a restart, the final drop) must not crash the run.
  database.pool?.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  const deps = await bootstrap(config, createLogger('silent'), { database });
  const app = createApp(deps);

  const email = 'bench@example.com';
  const password = 'bench-password';
  await deps.auth.api.signUpEmail({ body: { email, password, name: email } });
  await deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await app.request(`${ORIGIN}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'scout.bench' },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { user } = (await signIn.json()) as { user: { id: string } };
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  /** A GET as the signed-in user, through the whole middleware stack. */
  const get = (pathAndQuery: string) =>
    app.request(`${ORIGIN}${pathAndQuery}`, { headers: { cookie, host: 'scout.bench' } });

  return {
    deps,
    userId: user.id,
    get,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
