import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { BrowserNotFoundError, findBrowserExecutable } from '@scout/agent';
import type { AppDeps, AppEnv } from '../context.js';
import { countAliveWorkers } from '../services/workers/worker-heartbeat.js';

interface Check {
  ok: boolean;
  message?: string;
}

/**
 * GET /api/health: `ok` says the server answers and reaches its database (503 when it does not);
 * what `npm start`, the e2e setup and load balancers wait for. `checks` says which part is
 * unhealthy — the database, the workers (none heard from lately: runs stay queued) or the browser
 * (no Chromium this install can launch) — and `unhealthy` names them. `?strict` answers 503 when
 * any part is unhealthy, for a probe that should fail then too (docs/metrics.md).
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  try {
    await deps.database.db.execute(sql`select 1`);
  } catch (error) {
    c.get('logger').error({ err: error }, 'health check: database unreachable');
    const database: Check = { ok: false, message: 'Database unreachable' };
    return c.json(
      { ok: false, message: 'Database unreachable', unhealthy: ['database'], checks: { database } },
      503,
    );
  }
  const workers = await countAliveWorkers(deps.database.db);
  const checks: Record<'database' | 'worker' | 'browser', Check> = {
    database: { ok: true },
    worker:
      workers > 0
        ? { ok: true }
        : {
            ok: false,
            message: 'No worker has been heard from in the last 15 s: queued runs wait.',
          },
    browser: browserCheck(deps),
  };
  const unhealthy = Object.entries(checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  const strict = c.req.query('strict') !== undefined;
  return c.json({ ok: true, unhealthy, checks }, strict && unhealthy.length > 0 ? 503 : 200);
});

/** Chromium, the browser every install runs by default: found where Scout looks for it. */
function browserCheck(deps: AppDeps): Check {
  try {
    findBrowserExecutable('chromium', deps.config.browserPaths);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error;
    // The places looked in name the server's folders: in its log, not in a public answer.
    deps.logger.warn({ err: error.message }, 'health: no Chromium found');
    return {
      ok: false,
      message:
        'No Chromium was found where Scout looks for one; the server log says where it looked.',
    };
  }
}
