import { Hono } from 'hono';
import { z } from 'zod';
import { AdminUpgradeListQuerySchema } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import {
  listUpgradeRequests,
  markUpgradeRequestHandled,
} from '../services/upgrade/upgrade-requests.js';

const IdParam = z.object({ id: z.uuid('Not a valid id') });

/** Mounted under the admin router (role checked there): who asked for which plan. */
export const adminUpgradeRequestRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminUpgradeListQuerySchema), async (c) => {
    return c.json(await listUpgradeRequests(c.get('deps').database.db, c.req.valid('query')));
  })
  .post('/:id/handled', validate('param', IdParam), async (c) => {
    return c.json(
      await markUpgradeRequestHandled(c.get('deps').database.db, c.req.valid('param').id),
    );
  });
