import { Hono } from 'hono';
import { CreateBetaApplicationSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { limitSubmissions } from '../middleware/limit-submissions.js';
import { createBetaApplication } from '../services/beta-applications/create-beta-application.js';

/** Public: anyone may apply; the access code is only ever shown to admins (and emailed). */
export const betaApplicationRoutes = new Hono<AppEnv>().post(
  '/',
  limitSubmissions('beta-application'),
  validate('json', CreateBetaApplicationSchema),
  async (c) => {
    const created = await createBetaApplication(c.get('deps').database.db, c.req.valid('json'));
    return c.json(created, 201);
  },
);
