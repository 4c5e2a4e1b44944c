import { Hono } from 'hono';
import { TimeZoneQuerySchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { getDashboard } from '../services/dashboard/get-dashboard.js';

export const dashboardRoutes = new Hono<AppEnv>().get(
  '/',
  requireUser,
  validate('query', TimeZoneQuerySchema),
  async (c) => {
    const { tzOffset } = c.req.valid('query');
    return c.json(await getDashboard(c.get('deps').database.db, c.get('user')!.id, tzOffset));
  },
);
