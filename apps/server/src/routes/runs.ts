import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { z } from 'zod';
import {
  RUN_MESSAGES,
  TestResultsQuerySchema,
  TriggerRunRequestSchema,
  type BrowserSupport,
  type SuiteRun,
  type V1Run,
  type WorkerStatus,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { textAttachmentHeaders } from '../lib/text-attachment.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { cancelRunAndRead } from '../services/runs/cancel-run.js';
import { getSuiteRun, startSuiteRun } from '../services/suite-runs/suite-runs.js';
import { exportRun } from '../services/runs/export-run.js';
import { getTestResults } from '../services/runs/get-test-results.js';
import { listBrowsers, queueRun } from '../services/runs/queue-run.js';
import { readRunFile, RunFileParam, RunFileQuery } from '../services/runs/read-run-artifact.js';
import { toTestRun } from '../services/runs/to-run.js';
import { getWorkerStatus } from '../services/workers/get-worker-status.js';

const IdParam = z.object({ id: z.uuid(RUN_MESSAGES.resultsNotFound) });

/**
 * A screenshot or trace of one of the user's runs through its signed link: the session API and
 * /api/v1 mount this one handler, so both answer the same file, headers and refusals.
 */
export const serveRunFile = createFactory<AppEnv>().createHandlers(
  validate('param', RunFileParam),
  validate('query', RunFileQuery),
  async (c) => {
    const file = await readRunFile(c.get('deps'), c.get('user')!.id, {
      ...c.req.valid('param'),
      ...c.req.valid('query'),
    });
    return c.body(file.body, 200, file.headers);
  },
);

// Mounted at /api itself, so each route names requireUser (a sub-app `use` would cover all of /api).
export const runRoutes = new Hono<AppEnv>()
  .get('/workers', requireUser, async (c) =>
    c.json<WorkerStatus>(await getWorkerStatus(c.get('deps'), c.get('user')!.id)),
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
  // Suite runs and cancelling, for the web app (the REST API has the same under /api/v1).
  .post('/test-suites/:id/runs', requireUser, async (c) =>
    c.json<SuiteRun>(await startSuiteRun(c.get('deps'), c.get('user')!.id, c.req.param('id')), 201),
  )
  .get('/suite-runs/:id', requireUser, async (c) => {
    const deps = c.get('deps');
    return c.json<SuiteRun>(
      await getSuiteRun(deps.database.db, deps, c.get('user')!.id, c.req.param('id')),
    );
  })
  .post('/runs/:id/cancel', requireUser, async (c) =>
    c.json<V1Run>(await cancelRunAndRead(c.get('deps'), c.get('user')!, c.req.param('id'))),
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
  // A passing run as a Playwright test file to download (the results dialog's button).
  .get('/runs/:id/export', requireUser, validate('param', IdParam), async (c) => {
    const { fileName, body } = await exportRun(
      c.get('deps'),
      c.get('user')!.id,
      c.req.valid('param').id,
    );
    return c.body(body, 200, textAttachmentHeaders(fileName));
  })
  .get('/files/runs/:runId/:name', requireUser, ...serveRunFile);
