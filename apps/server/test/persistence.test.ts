import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { bootstrap } from '../src/bootstrap.js';
import { parseConfig } from '../src/lib/config.js';
import { createLogger } from '../src/lib/logger.js';
import { ensureAdmin } from '../src/services/admin/ensure-admin.js';

const onPostgres = process.env.SCOUT_TEST_DB === 'postgres';

describe.skipIf(onPostgres)(
  'the embedded database (PGlite data directory; skipped on PostgreSQL)',
  () => {
    it('keeps accounts, the generated admin and the secret key across a restart', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-restart-'));
      const config = parseConfig({ SCOUT_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const start = async () => {
        const deps = await bootstrap(config, createLogger('silent'));
        return { deps, app: createApp(deps) };
      };
      const signIn = (app: ReturnType<typeof createApp>, email: string, password: string) =>
        app.request('http://localhost/api/session/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });

      const first = await start();
      const admin = await ensureAdmin(first.deps);
      expect(admin?.password).toBeTruthy();
      expect((await signIn(first.app, admin!.email, admin!.password!)).status).toBe(200);
      const secret = fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8');
      await first.deps.bus.close();
      await first.deps.database.close();

      const second = await start();
      expect(await ensureAdmin(second.deps)).toBeNull();
      expect((await signIn(second.app, admin!.email, admin!.password!)).status).toBe(200);
      expect(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8')).toBe(secret);
      await second.deps.bus.close();
      await second.deps.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);
  },
);
