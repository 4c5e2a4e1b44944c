import { asc, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { PLAN_NAMES } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { profiles, subscriptionPlans } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { containsPattern } from '../lib/like.js';
import { validate } from '../lib/validate.js';

const ListQuery = z.object({ email: z.string().trim().max(320).optional() });
const IdParam = z.object({ id: z.string().min(1) });
const SetPlanBody = z.object({ plan: z.enum(PLAN_NAMES, { error: 'Choose one of the plans' }) });

/** Mounted under the admin router (role checked there): who is on which plan, and changing it. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListQuery), async (c) => {
    const { email } = c.req.valid('query');
    const rows = await c
      .get('deps')
      .database.db.select({
        id: profiles.id,
        email: profiles.email,
        plan: subscriptionPlans.name,
        wantsUpgrade: profiles.wantsUpgrade,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profiles.subscriptionPlanId))
      .where(email ? ilike(profiles.email, containsPattern(email)) : undefined)
      .orderBy(asc(profiles.email))
      .limit(100);
    return c.json({ items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  })
  .put('/:id/plan', validate('param', IdParam), validate('json', SetPlanBody), async (c) => {
    const { db } = c.get('deps').database;
    const [plan] = await db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, c.req.valid('json').plan));
    if (!plan) throw notFound('Plan not found');
    const updated = await db
      .update(profiles)
      .set({ subscriptionPlanId: plan.id })
      .where(eq(profiles.id, c.req.valid('param').id))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw notFound('User not found');
    return c.json({ ok: true, plan: c.req.valid('json').plan });
  });
