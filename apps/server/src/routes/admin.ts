import { Hono } from 'hono';
import { z } from 'zod';
import { AdminFeedbackListQuerySchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireAdmin } from '../middleware/session.js';
import { deleteFeedback } from '../services/admin/delete-feedback.js';
import { listFeedback } from '../services/admin/list-feedback.js';
import { adminBetaApplicationRoutes } from './admin-beta-applications.js';
import { adminRunRoutes } from './admin-runs.js';
import { adminLeadRoutes } from './admin-leads.js';
import { adminUpgradeRequestRoutes } from './admin-upgrade-requests.js';
import { adminUserRoutes } from './admin-users.js';

const IdParam = z.object({ id: z.uuid('Not a valid id') });

/** The admin area's API; every route checks the admin role on the server. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/beta-applications', adminBetaApplicationRoutes)
  .route('/users', adminUserRoutes)
  .route('/leads', adminLeadRoutes)
  .route('/upgrade-requests', adminUpgradeRequestRoutes)
  .route('/runs', adminRunRoutes)
  .get('/feedback', validate('query', AdminFeedbackListQuerySchema), async (c) => {
    return c.json(await listFeedback(c.get('deps').database.db, c.req.valid('query')));
  })
  .delete('/feedback/:id', validate('param', IdParam), async (c) => {
    await deleteFeedback(c.get('deps').database.db, c.req.valid('param').id);
    return c.json({ ok: true });
  });
