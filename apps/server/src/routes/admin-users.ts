import { Hono } from 'hono';
import { z } from 'zod';
import { PLAN_NAMES } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { listUsers } from '../services/admin/list-users.js';
import { setUserPlan } from '../services/admin/set-user-plan.js';

const ListQuery = z.object({ email: z.string().trim().max(320).optional() });
const IdParam = z.object({ id: z.string().min(1) });
const SetPlanBody = z.object({ plan: z.enum(PLAN_NAMES, { error: 'Choose one of the plans' }) });

/** Mounted under the admin router (role checked there): who is on which plan, and changing it. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListQuery), async (c) => {
    return c.json({
      items: await listUsers(c.get('deps').database.db, c.req.valid('query').email),
    });
  })
  .put('/:id/plan', validate('param', IdParam), validate('json', SetPlanBody), async (c) => {
    const { plan } = c.req.valid('json');
    await setUserPlan(c.get('deps').database.db, c.req.valid('param').id, plan);
    return c.json({ ok: true, plan });
  });
