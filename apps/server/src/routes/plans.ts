import { Hono } from 'hono';
import { count } from 'drizzle-orm';
import { SIGNUP_CAPACITY, type SignupCapacity } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { profiles } from '../db/schema.js';
import { requireUser } from '../middleware/session.js';
import { getCurrentPlan } from '../services/plans/get-current-plan.js';
import { listPlans } from '../services/plans/list-plans.js';

/** Plans and the sign-up capacity are public (the pricing page); the current plan and usage need a session. */
export const planRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listPlans(c.get('deps').database.db)))
  .get('/capacity', async (c) => {
    const [row] = await c.get('deps').database.db.select({ n: count() }).from(profiles);
    return c.json<SignupCapacity>({ registeredProfiles: row?.n ?? 0, capacity: SIGNUP_CAPACITY });
  })
  .get('/current', requireUser, async (c) => {
    return c.json(await getCurrentPlan(c.get('deps').database.db, c.get('user')!.id));
  });
