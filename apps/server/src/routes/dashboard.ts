import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { requireUser } from '../middleware/session.js';
import { getDashboard } from '../services/dashboard/get-dashboard.js';

export const dashboardRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  return c.json(await getDashboard(c.get('deps').database.db, c.get('user')!.id));
});
