import { Hono } from 'hono';
import { z } from 'zod';
import {
  RUN_MESSAGES,
  TestResultsQuerySchema,
  TriggerRunRequestSchema,
  type BrowserSupport,
  type WorkerStatus,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { getTestResults } from '../services/runs/get-test-results.js';
import { listBrowsers, queueRun } from '../services/runs/queue-run.js';
import { readRunArtifact } from '../services/runs/read-run-artifact.js';
import { toTestRun } from '../services/runs/to-run.js';
import { isAnyWorkerAlive } from '../services/workers/worker-heartbeat.js';

const IdParam = z.object({ id: z.uuid(RUN_MESSAGES.resultsNotFound) });
const FileParam = z.object({ runId: z.uuid(), name: z.string().regex(/^[\w.-]+$/) });
const FileQuery = z.object({ expires: z.coerce.number(), sig: z.string() });

// Mounted at /api itself, so each route names requireUser (a sub-app `use` would cover all of /api).
export const runRoutes = new Hono<AppEnv>()
  .get('/workers', requireUser, async (c) =>
    c.json<WorkerStatus>({ alive: await isAnyWorkerAlive(c.get('deps').database.db) }),
  )
  .get('/browsers', requireUser, (c) => c.json<BrowserSupport>(listBrowsers(c.get('deps').config)))
  .post(
    '/tests/:id/runs',
    requireUser,
    validate('param', IdParam),
    validate('json', TriggerRunRequestSchema),
    async (c) => {
      const run = await queueRun(c.get('deps'), c.get('user')!.id, c.req.valid('param').id);
      return c.json(toTestRun(run), 201);
    },
  )
  .get(
    '/tests/:id/results',
    requireUser,
    validate('param', IdParam),
    validate('query', TestResultsQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await getTestResults(c.get('deps'), c.get('user')!.id, id, c.req.valid('query')),
      );
    },
  )
  .get(
    '/files/runs/:runId/:name',
    requireUser,
    validate('param', FileParam),
    validate('query', FileQuery),
    async (c) => {
      const { name } = c.req.valid('param');
      const file = await readRunArtifact(c.get('deps'), c.get('user')!.id, {
        ...c.req.valid('param'),
        ...c.req.valid('query'),
      });
      return c.body(new Uint8Array(file.body), 200, {
        'content-type': file.contentType,
        'cache-control': 'private, max-age=3600',
        ...(file.isDownload ? { 'content-disposition': `attachment; filename="${name}"` } : {}),
      });
    },
  );
