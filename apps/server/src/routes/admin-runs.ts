import { Hono } from 'hono';
import type { AdminActiveRunList } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { listActiveRuns } from '../services/admin/list-active-runs.js';
import { cancelAnyRun } from '../services/runs/cancel-run.js';

/**
 * Mounted under the admin router (role checked there): every account's queued and running runs,
 * and cancelling any of them (a run that hangs, or an account that holds the workers).
 */
export const adminRunRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json<AdminActiveRunList>(await listActiveRuns(c.get('deps').database.db)),
  )
  .post('/:id/cancel', async (c) => {
    const run = await cancelAnyRun(c.get('deps'), c.req.param('id'));
    // Another account's run stopped: the log says who did it, for the owner's questions.
    c.get('logger').info(
      { runId: run.id, ownerId: run.createdBy, adminId: c.get('user')?.id },
      'an admin cancelled a run',
    );
    return c.json({ id: run.id, status: run.status });
  });
