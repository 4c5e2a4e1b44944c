import { Hono } from 'hono';
import { describePricingFeedback, PricingFeedbackRequestSchema, UpgradeRequestSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { feedback, pricingFeedback } from '../db/schema.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { requestUpgrade } from '../services/upgrade/request-upgrade.js';

/** Mounted at /api: POST /api/upgrade and POST /api/pricing-feedback. */
export const upgradeRoutes = new Hono<AppEnv>()
  .post('/upgrade', requireUser, validate('json', UpgradeRequestSchema), async (c) => {
    const { plan } = c.req.valid('json');
    return c.json(await requestUpgrade(c.get('deps').database.db, c.get('user')!.id, plan));
  })
  .post('/pricing-feedback', requireUser, validate('json', PricingFeedbackRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const userId = c.get('user')!.id;
    const id = await c.get('deps').database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pricingFeedback)
        .values({
          userId,
          planName: body.plan,
          budget: body.budget,
          mustHaveFeatures: body.features,
          additionalRequirements: body.additional_requirements,
        })
        .returning({ id: pricingFeedback.id });
      await tx.insert(feedback).values({ userId, content: describePricingFeedback(body) });
      return row!.id;
    });
    return c.json({ id }, 201);
  });
