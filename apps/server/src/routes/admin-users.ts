import { Hono } from 'hono';
import { z } from 'zod';
import { AdminPeopleListQuerySchema, PLAN_NAMES, SetUserDisabledSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { listUsers } from '../services/admin/list-users.js';
import { setUserDisabled } from '../services/admin/set-user-disabled.js';
import { setUserPlan } from '../services/admin/set-user-plan.js';

/** ?search= (name or email); ?email= is the older name for it. */
const ListQuery = AdminPeopleListQuerySchema.extend({
  email: z.string().trim().max(320).optional(),
}).transform(({ email, ...query }) => ({ ...query, search: query.search ?? (email || undefined) }));
const IdParam = z.object({ id: z.string().min(1) });
const SetPlanBody = z.object({ plan: z.enum(PLAN_NAMES, { error: 'Choose one of the plans' }) });

/** Mounted under the admin router (role checked there): accounts, their plans and access. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListQuery), async (c) => {
    return c.json(await listUsers(c.get('deps').database.db, c.req.valid('query')));
  })
  .put('/:id/plan', validate('param', IdParam), validate('json', SetPlanBody), async (c) => {
    const { plan } = c.req.valid('json');
    await setUserPlan(c.get('deps').database.db, c.req.valid('param').id, plan);
    return c.json({ ok: true, plan });
  })
  .put(
    '/:id/disabled',
    validate('param', IdParam),
    validate('json', SetUserDisabledSchema),
    async (c) => {
      const { disabled } = c.req.valid('json');
      await setUserDisabled(
        c.get('deps').database.db,
        c.get('user')!.id,
        c.req.valid('param').id,
        disabled,
      );
      return c.json({ ok: true, disabled });
    },
  );
