import { Hono } from 'hono';
import { TimeZoneQuerySchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { getCurrentPlan } from '../services/plans/get-current-plan.js';
import { listPlans } from '../services/plans/list-plans.js';

/** Plans are public (the pricing page); the current plan and usage need a session. */
export const planRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listPlans(c.get('deps').database.db)))
  .get('/current', requireUser, validate('query', TimeZoneQuerySchema), async (c) => {
    const { tzOffset } = c.req.valid('query');
    return c.json(await getCurrentPlan(c.get('deps').database.db, c.get('user')!.id, tzOffset));
  });
