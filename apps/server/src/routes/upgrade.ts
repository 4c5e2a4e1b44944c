import { Hono } from 'hono';
import { PricingFeedbackRequestSchema, UpgradeRequestSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { requestUpgrade } from '../services/upgrade/request-upgrade.js';
import { savePricingFeedback } from '../services/upgrade/save-pricing-feedback.js';

/** Mounted at /api: POST /api/upgrade and POST /api/pricing-feedback. */
export const upgradeRoutes = new Hono<AppEnv>()
  .post('/upgrade', requireUser, validate('json', UpgradeRequestSchema), async (c) => {
    const { plan } = c.req.valid('json');
    return c.json(await requestUpgrade(c.get('deps').database.db, c.get('user')!.id, plan));
  })
  .post(
    '/pricing-feedback',
    requireUser,
    validate('json', PricingFeedbackRequestSchema),
    async (c) => {
      const saved = await savePricingFeedback(
        c.get('deps').database.db,
        c.get('user')!.id,
        c.req.valid('json'),
      );
      return c.json(saved, 201);
    },
  );
