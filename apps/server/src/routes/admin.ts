import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.js';
import { feedback, profiles } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { validate } from '../lib/validate.js';
import { requireAdmin } from '../middleware/session.js';
import { adminBetaApplicationRoutes } from './admin-beta-applications.js';
import { adminUserRoutes } from './admin-users.js';

const IdParam = z.object({ id: z.uuid('Not a valid id') });

/** The admin area's API; every route checks the admin role on the server. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/beta-applications', adminBetaApplicationRoutes)
  .route('/users', adminUserRoutes)
  .get('/feedback', async (c) => {
    const rows = await c
      .get('deps')
      .database.db.select({
        id: feedback.id,
        content: feedback.content,
        createdAt: feedback.createdAt,
        email: profiles.email,
      })
      .from(feedback)
      .leftJoin(profiles, eq(profiles.id, feedback.userId))
      .orderBy(desc(feedback.createdAt));
    return c.json({
      items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    });
  })
  .delete('/feedback/:id', validate('param', IdParam), async (c) => {
    const deleted = await c
      .get('deps')
      .database.db.delete(feedback)
      .where(eq(feedback.id, c.req.valid('param').id))
      .returning({ id: feedback.id });
    if (deleted.length === 0) throw notFound('Feedback not found');
    return c.json({ ok: true });
  });
