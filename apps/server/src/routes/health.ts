import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.get('deps').database.db.execute(sql`select 1`);
    return c.json({ ok: true });
  } catch (error) {
    c.get('logger').error({ err: error }, 'health check: database unreachable');
    return c.json({ ok: false, message: 'Database unreachable' }, 503);
  }
});
