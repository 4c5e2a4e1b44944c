import { Hono } from 'hono';
import { z } from 'zod';
import {
  AdminBetaListQuerySchema,
  ResendAccessCodeSchema,
  UpdateBetaStatusSchema,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { deleteBetaApplication } from '../services/admin/delete-beta-application.js';
import { listBetaApplications } from '../services/admin/list-beta-applications.js';
import { resendAccessCode } from '../services/admin/resend-access-code.js';
import { updateBetaApplicationStatus } from '../services/admin/update-beta-application-status.js';

const IdParam = z.object({ id: z.uuid('Not a valid id') });

/** Mounted under the admin router, which checks the role. */
export const adminBetaApplicationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminBetaListQuerySchema), async (c) => {
    return c.json(await listBetaApplications(c.get('deps').database.db, c.req.valid('query')));
  })
  .patch(
    '/:id',
    validate('param', IdParam),
    validate('json', UpdateBetaStatusSchema),
    async (c) => {
      const deps = c.get('deps');
      const origin = deps.config.publicUrl;
      const { id } = c.req.valid('param');
      return c.json(
        await updateBetaApplicationStatus(deps, id, c.req.valid('json').status, origin),
      );
    },
  )
  .post(
    '/:id/resend-code',
    validate('param', IdParam),
    validate('json', ResendAccessCodeSchema),
    async (c) => {
      const deps = c.get('deps');
      const origin = deps.config.publicUrl;
      const { id } = c.req.valid('param');
      return c.json(await resendAccessCode(deps, id, c.req.valid('json').sentAt, origin));
    },
  )
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteBetaApplication(c.get('deps').database.db, c.req.valid('param').id);
    return c.json({ ok: true });
  });
