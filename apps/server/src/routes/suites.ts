import { Hono } from 'hono';
import {
  CheckStartingUrlRequestSchema,
  CreateSuiteRequestSchema,
  ImportTestsRequestSchema,
  ListQuerySchema,
  UpdateSuiteRequestSchema,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { checkStartingUrl } from '../services/suites/check-starting-url.js';
import { createSuite } from '../services/suites/create-suite.js';
import { getSuiteUsage } from '../services/suites/get-suite-usage.js';
import { listSuiteOptions, listSuites } from '../services/suites/list-suites.js';
import { getSuite } from '../services/suites/to-suite.js';
import { deleteSuite, updateSuite } from '../services/suites/update-suite.js';
import { importTestCases } from '../services/test-cases/import-test-cases.js';

/** The user's test suites; every query is scoped to `created_by`. */
export const suiteRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', ListQuerySchema), async (c) => {
    return c.json(
      await listSuites(c.get('deps').database.db, c.get('user')!.id, c.req.valid('query')),
    );
  })
  .get('/options', async (c) =>
    c.json(await listSuiteOptions(c.get('deps').database.db, c.get('user')!.id)),
  )
  .post('/', validate('json', CreateSuiteRequestSchema), async (c) => {
    const { config, database } = c.get('deps');
    const input = c.req.valid('json');
    const suite = await createSuite(database.db, c.get('user')!.id, input);
    const warning = await checkStartingUrl(config.network, input.starting_url);
    return c.json({ ...suite, starting_url_warning: warning }, 201);
  })
  // The form's check as the URL is typed: "example.com" is read as https://example.com, and a
  // URL runs would be blocked from (a private address not allowed) gets the reason and setting.
  .post('/check-url', validate('json', CheckStartingUrlRequestSchema), async (c) => {
    const { starting_url } = c.req.valid('json');
    const warning = await checkStartingUrl(c.get('deps').config.network, starting_url);
    return c.json({ starting_url, warning });
  })
  .get('/:id', async (c) =>
    c.json(await getSuite(c.get('deps').database.db, c.get('user')!.id, c.req.param('id'))),
  )
  .get('/:id/usage', async (c) => {
    return c.json(
      await getSuiteUsage(c.get('deps').database.db, c.get('user')!.id, c.req.param('id')),
    );
  })
  .put('/:id', validate('json', UpdateSuiteRequestSchema), async (c) => {
    const { config, database } = c.get('deps');
    const input = c.req.valid('json');
    const suite = await updateSuite(database.db, c.get('user')!.id, c.req.param('id'), input);
    const warning = await checkStartingUrl(config.network, input.starting_url);
    return c.json({ ...suite, starting_url_warning: warning });
  })
  // A .feature file or a test-management CSV export as tests of this suite (dry_run: the preview).
  .post('/:id/tests/import', validate('json', ImportTestsRequestSchema), async (c) => {
    const result = await importTestCases(
      c.get('deps').database.db,
      c.get('user')!.id,
      c.req.param('id'),
      c.req.valid('json'),
    );
    return c.json(result, result.dry_run ? 200 : 201);
  })
  .delete('/:id', async (c) => {
    await deleteSuite(c.get('deps'), c.get('user')!.id, c.req.param('id'));
    return c.json({ ok: true as const });
  });
