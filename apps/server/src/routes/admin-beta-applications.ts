import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { BETA_STATUSES, UpdateBetaStatusSchema, type BetaApplicationDto } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { betaApplications } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { validate } from '../lib/validate.js';

const IdParam = z.object({ id: z.uuid('Not a valid id') });
const ListQuery = z.object({ status: z.enum(BETA_STATUSES).optional() });

type Row = typeof betaApplications.$inferSelect;
const toDto = (r: Row): BetaApplicationDto => ({
  ...r,
  status: r.status as BetaApplicationDto['status'],
  codeUsedAt: r.codeUsedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** Mounted under the admin router, which checks the role. */
export const adminBetaApplicationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListQuery), async (c) => {
    const { status } = c.req.valid('query');
    const { db } = c.get('deps').database;
    const rows = await db
      .select()
      .from(betaApplications)
      .where(status ? eq(betaApplications.status, status) : undefined)
      .orderBy(desc(betaApplications.createdAt));
    const [stats] = await db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${betaApplications.status} = 'pending')::int`,
        reviewed: sql<number>`count(*) filter (where ${betaApplications.status} = 'reviewed')::int`,
        approved: sql<number>`count(*) filter (where ${betaApplications.status} = 'approved')::int`,
      })
      .from(betaApplications);
    return c.json({ items: rows.map(toDto), stats: stats! });
  })
  .patch('/:id', validate('param', IdParam), validate('json', UpdateBetaStatusSchema), async (c) => {
    const [row] = await c
      .get('deps')
      .database.db.update(betaApplications)
      .set({ status: c.req.valid('json').status })
      .where(eq(betaApplications.id, c.req.valid('param').id))
      .returning();
    if (!row) throw notFound('Beta application not found');
    return c.json(toDto(row));
  })
  .delete('/:id', validate('param', IdParam), async (c) => {
    const deleted = await c
      .get('deps')
      .database.db.delete(betaApplications)
      .where(eq(betaApplications.id, c.req.valid('param').id))
      .returning({ id: betaApplications.id });
    if (deleted.length === 0) throw notFound('Beta application not found');
    return c.json({ ok: true });
  });
