import { Hono } from 'hono';
import { ContactRequestSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { limitSubmissions } from '../middleware/limit-submissions.js';
import { createContactRequest } from '../services/upgrade/upgrade-requests.js';

/** Public: /contact?plan=…'s form. Stored with its plan as an upgrade request for the admin;
 *  the visitor does not become a lead. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  limitSubmissions('contact'),
  validate('json', ContactRequestSchema),
  async (c) => {
    const input = c.req.valid('json');
    await createContactRequest(c.get('deps').database.db, input);
    return c.json({ firstName: input.firstName, email: input.email, plan: input.plan }, 201);
  },
);
