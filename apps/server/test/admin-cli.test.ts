import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.js';
import type { AppDeps } from '../src/context.js';
import { parseConfig } from '../src/lib/config.js';
import { createLogger } from '../src/lib/logger.js';
import { createScratchPostgres } from './helpers/test-database.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCOUT = path.join(ROOT, 'packages/cli/bin/scout.js');

/**
 * `npx scout admin …` as an operator types it: the CLI package's bin, which runs the server's
 * scout-admin bin in its own process, against the embedded database in a data directory (or the
 * PostgreSQL of the api-postgres project).
 */
describe('scout admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-admin-cli-'));
  let env: Record<string, string>;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    env = { SCOUT_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    if (process.env.SCOUT_TEST_DB === 'postgres') {
      const scratch = await createScratchPostgres();
      env.DATABASE_URL = scratch.url;
      dropDatabase = scratch.drop;
    }
    // Two accounts made by the server's own start-up code; the database is closed again before
    // the CLI opens it.
    const deps = await open();
    for (const email of ['ada@example.com', 'bob@example.com']) {
      await deps.auth.api.signUpEmail({ body: { email, password: 'password123', name: email } });
    }
    await deps.database.close();
    // A new embedded database: initdb and every migration in WebAssembly, which took over 60 s
    // beside CI's other lanes.
  }, 180_000);
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(): Promise<AppDeps> {
    return bootstrap(parseConfig({ ...env, SCOUT_SECRET: 'x'.repeat(32) }), createLogger('silent'));
  }

  function scout(...args: string[]) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [SCOUT, 'admin', ...args],
        { env: { ...process.env, ...env }, cwd: ROOT, timeout: 60_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  it('grants, lists and revokes, with a clear word for each case', async () => {
    expect(await scout('list')).toMatchObject({ code: 0, stdout: 'No admins yet.\n' });

    expect(await scout('grant', 'Ada@Example.com')).toMatchObject({
      code: 0,
      stdout: 'ada@example.com is now an admin.\n',
    });
    expect(await scout('grant', 'ada@example.com')).toMatchObject({
      code: 0,
      stdout: 'ada@example.com is already an admin.\n',
    });
    expect(await scout('grant', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr:
        'No account uses nobody@example.com. The person signs up first; then grant them admin.\n',
    });
    expect(await scout('grant', 'not-an-email')).toMatchObject({
      code: 2,
      stderr: '"not-an-email" is not an email address.\n',
    });

    expect(await scout('revoke', 'ada@example.com')).toMatchObject({
      code: 1,
      stderr:
        'ada@example.com is the only admin. Grant another account admin first, so someone can still review applications.\n',
    });
    await scout('grant', 'bob@example.com');
    const list = await scout('list');
    expect(list.stdout).toMatch(
      /^ada@example\.com {2}\(admin since \d{4}-\d\d-\d\d\)\nbob@example\.com {2}\(admin since \d{4}-\d\d-\d\d\)\n$/,
    );
    expect(await scout('revoke', 'ada@example.com')).toMatchObject({
      code: 0,
      stdout: 'ada@example.com is no longer an admin.\n',
    });
    expect(await scout('revoke', 'ada@example.com')).toMatchObject({
      code: 0,
      stdout: 'ada@example.com is not an admin; nothing to do.\n',
    });
    expect((await scout('list')).stdout).toMatch(/^bob@example\.com {2}\(admin since/);

    // The role is what the server checks: Bob signs in as an admin, Ada no longer.
    const deps = await open();
    try {
      const { toSessionUser } = await import('../src/middleware/session.js');
      const bob = await toSessionUser(deps, { id: await idOf(deps, 'bob@example.com'), email: '' });
      const ada = await toSessionUser(deps, { id: await idOf(deps, 'ada@example.com'), email: '' });
      expect([bob.isAdmin, ada.isAdmin]).toEqual([true, false]);
    } finally {
      await deps.database.close();
    }
    // Twelve commands, each two processes that compile their sources through tsx and open the
    // database (6.5 s of CPU each): 120 s ran out beside CI's other lanes.
  }, 300_000);

  it('explains its usage', async () => {
    const none = await scout();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: scout admin <grant EMAIL | revoke EMAIL | list>');
    expect((await scout('promote', 'ada@example.com')).stderr).toContain(
      'Unknown admin command "promote".',
    );
  }, 60_000);

  it.runIf(process.env.SCOUT_TEST_DB !== 'postgres')(
    'will not open an embedded database that a running Scout holds',
    async () => {
      const deps = await open();
      try {
        const busy = await scout('list');
        expect(busy.code).toBe(1);
        expect(busy.stderr).toContain(
          `The data directory ${dataDir} is in use by another Scout process (pid ${process.pid}).`,
        );
      } finally {
        await deps.database.close();
      }
      expect((await scout('list')).code).toBe(0);
    },
    60_000,
  );
});

async function idOf(deps: AppDeps, email: string): Promise<string> {
  const { users } = await import('../src/db/schema.js');
  const { eq } = await import('drizzle-orm');
  const [user] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return user!.id;
}
