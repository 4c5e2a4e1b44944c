import { Hono } from 'hono';
import { z } from 'zod';
import { BETA_STATUSES, UpdateBetaStatusSchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { deleteBetaApplication } from '../services/admin/delete-beta-application.js';
import { listBetaApplications } from '../services/admin/list-beta-applications.js';
import { updateBetaApplicationStatus } from '../services/admin/update-beta-application-status.js';

const IdParam = z.object({ id: z.uuid('Not a valid id') });
const ListQuery = z.object({ status: z.enum(BETA_STATUSES).optional() });

/** Mounted under the admin router, which checks the role. */
export const adminBetaApplicationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListQuery), async (c) => {
    return c.json(
      await listBetaApplications(c.get('deps').database.db, c.req.valid('query').status),
    );
  })
  .patch(
    '/:id',
    validate('param', IdParam),
    validate('json', UpdateBetaStatusSchema),
    async (c) => {
      const { db } = c.get('deps').database;
      return c.json(
        await updateBetaApplicationStatus(db, c.req.valid('param').id, c.req.valid('json').status),
      );
    },
  )
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteBetaApplication(c.get('deps').database.db, c.req.valid('param').id);
    return c.json({ ok: true });
  });
