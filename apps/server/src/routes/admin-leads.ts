import { Hono } from 'hono';
import { z } from 'zod';
import { AdminLeadExportQuerySchema, AdminPeopleListQuerySchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import {
  deleteLead,
  exportLeadsCsv,
  inviteLead,
  listLeads,
} from '../services/leads/admin-leads.js';

const IdParam = z.object({ id: z.uuid('Not a valid id') });

/** Mounted under the admin router (role checked there): the waiting list's leads. */
export const adminLeadRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminPeopleListQuerySchema), async (c) => {
    return c.json(await listLeads(c.get('deps').database.db, c.req.valid('query')));
  })
  .get('/export', validate('query', AdminLeadExportQuerySchema), async (c) => {
    const csv = await exportLeadsCsv(c.get('deps').database.db, c.req.valid('query').search);
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="scout-leads-${day}.csv"`);
    return c.body(csv);
  })
  .post('/:id/invite', validate('param', IdParam), async (c) => {
    const deps = c.get('deps');
    return c.json(await inviteLead(deps, c.req.valid('param').id, deps.config.publicUrl));
  })
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteLead(c.get('deps').database.db, c.req.valid('param').id);
    return c.json({ ok: true });
  });
