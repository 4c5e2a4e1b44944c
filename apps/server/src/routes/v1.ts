import { Hono } from 'hono';
import {
  CreateTestRequestSchema,
  ImportTestsRequestSchema,
  RUN_MESSAGES,
  V1TestListQuerySchema,
  type ImportTestsResponse,
  type SuiteRun,
  type TestDetail,
  type V1Error,
  type V1Run,
  type V1SuiteListResponse,
  type V1TestListResponse,
} from '@scout/shared';
import { HTTPException } from 'hono/http-exception';
import { buildOpenApiDocument } from '../api-v1/openapi.js';
import { renderReferencePage } from '../api-v1/reference-page.js';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/errors.js';
import { recordId } from '../lib/ids.js';
import { textAttachmentHeaders } from '../lib/text-attachment.js';
import { validate } from '../lib/validate.js';
import { requireApiKey } from '../middleware/api-key.js';
import { limitBody } from '../middleware/limit-body.js';
import { limitJsonDepth } from '../middleware/limit-json-depth.js';
import { rejectControlCharacters } from '../middleware/reject-control-characters.js';
import { cancelRunAndRead } from '../services/runs/cancel-run.js';
import { exportRun } from '../services/runs/export-run.js';
import { getV1Run } from '../services/runs/get-run.js';
import { queueRunAndRead } from '../services/runs/queue-run.js';
import { getSuiteRun, startSuiteRun } from '../services/suite-runs/suite-runs.js';
import { listLatestSuites } from '../services/suites/list-suites.js';
import { createTestCase } from '../services/test-cases/create-test-case.js';
import { importTestCases } from '../services/test-cases/import-test-cases.js';
import { listLatestTestCases } from '../services/test-cases/list-test-cases.js';
import { serveRunFile } from './runs.js';
import { scheduleRoutes } from './schedules.js';

/**
 * The REST API for CI (issue 18), under /api/v1: `Authorization: Bearer <API key>`, whose owner
 * is the request's user, so the same services apply the same ownership checks and plan limits as
 * the session routes. No cookies, so no same-origin check. Errors are `{ error, code }`.
 * Documented by api-v1/openapi.ts, served at /api/v1/openapi.json and /api/v1/docs.
 */
export const v1Routes = new Hono<AppEnv>()
  .use(limitBody)
  .use(limitJsonDepth)
  .use(rejectControlCharacters)
  .get('/openapi.json', (c) => c.json(buildOpenApiDocument(c.get('deps').config.publicUrl)))
  .get('/docs', (c) =>
    c.html(renderReferencePage(buildOpenApiDocument(c.get('deps').config.publicUrl))),
  )
  .use(requireApiKey)
  .get('/test-suites', async (c) =>
    c.json<V1SuiteListResponse>(
      await listLatestSuites(c.get('deps').database.db, c.get('user')!.id),
    ),
  )
  .get('/tests', validate('query', V1TestListQuerySchema), async (c) =>
    c.json<V1TestListResponse>(
      await listLatestTestCases(
        c.get('deps').database.db,
        c.get('user')!.id,
        c.req.valid('query').test_suite_id,
      ),
    ),
  )
  // A test from a name and an objective (`scout mcp`'s create_test): the session route's service,
  // so the same suite ownership and tests-per-suite limit.
  .post('/tests', validate('json', CreateTestRequestSchema), async (c) =>
    c.json<TestDetail>(
      await createTestCase(c.get('deps').database.db, c.get('user')!.id, c.req.valid('json')),
      201,
    ),
  )
  .post('/tests/:id/runs', async (c) =>
    c.json<V1Run>(await queueRunAndRead(c.get('deps'), c.get('user')!.id, c.req.param('id')), 201),
  )
  .post('/test-suites/:id/runs', async (c) =>
    c.json<SuiteRun>(
      await startSuiteRun(c.get('deps'), c.get('user')!.id, c.req.param('id'), 'api'),
      201,
    ),
  )
  // `scout import`: a .feature file or a TestRail/Xray/Zephyr Scale/Qase CSV export as tests.
  .post('/test-suites/:id/tests/import', validate('json', ImportTestsRequestSchema), async (c) => {
    const result = await importTestCases(
      c.get('deps').database.db,
      c.get('user')!.id,
      c.req.param('id'),
      c.req.valid('json'),
    );
    return c.json<ImportTestsResponse>(result, result.dry_run ? 200 : 201);
  })
  .get('/runs/:id', async (c) => {
    const deps = c.get('deps');
    return c.json<V1Run>(
      await getV1Run(deps.database.db, deps, c.get('user')!.id, c.req.param('id')),
    );
  })
  .post('/runs/:id/cancel', async (c) =>
    c.json<V1Run>(await cancelRunAndRead(c.get('deps'), c.get('user')!, c.req.param('id'))),
  )
  .get('/suite-runs/:id', async (c) => {
    const deps = c.get('deps');
    return c.json<SuiteRun>(
      await getSuiteRun(deps.database.db, deps, c.get('user')!.id, c.req.param('id')),
    );
  })
  // A passing run as a Playwright test file (`scout export`), as the results dialog offers it.
  .get('/runs/:id/export', async (c) => {
    const { fileName, body } = await exportRun(
      c.get('deps'),
      c.get('user')!.id,
      recordId(c.req.param('id'), RUN_MESSAGES.resultsNotFound),
    );
    return c.body(body, 200, textAttachmentHeaders(fileName));
  })
  .route('/schedules', scheduleRoutes)
  // Screenshot URLs in a Run (signed, and only for the key's owner).
  .get('/files/runs/:runId/:name', ...serveRunFile);

v1Routes.onError((error, c) => {
  if (error instanceof AppError) {
    return c.json<V1Error>({ error: error.message, code: error.code }, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json<V1Error>({ error: error.message, code: 'VALIDATION' }, error.status);
  }
  (c.get('logger') ?? c.get('deps').logger).error(
    { err: error, path: c.req.path },
    'unhandled error',
  );
  return c.json<V1Error>(
    { error: 'Something went wrong. Please try again.', code: 'INTERNAL' },
    500,
  );
});
