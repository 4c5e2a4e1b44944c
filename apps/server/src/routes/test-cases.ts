import { Hono } from 'hono';
import {
  CreateTestRequestSchema,
  TestListQuerySchema,
  UpdateTestRequestSchema,
} from '@scout/shared';
import type { AppEnv } from '../context.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../middleware/session.js';
import { createTestCase } from '../services/test-cases/create-test-case.js';
import { listTestCases } from '../services/test-cases/list-test-cases.js';
import { getTestCase } from '../services/test-cases/to-test-case.js';
import { deleteTestCase, updateTestCase } from '../services/test-cases/update-test-case.js';

/** The user's tests; every query is scoped to `created_by`. */
export const testCaseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', TestListQuerySchema), async (c) => {
    return c.json(
      await listTestCases(c.get('deps').database.db, c.get('user')!.id, c.req.valid('query')),
    );
  })
  .post('/', validate('json', CreateTestRequestSchema), async (c) => {
    return c.json(
      await createTestCase(c.get('deps').database.db, c.get('user')!.id, c.req.valid('json')),
      201,
    );
  })
  .get('/:id', async (c) =>
    c.json(await getTestCase(c.get('deps').database.db, c.get('user')!.id, c.req.param('id'))),
  )
  .put('/:id', validate('json', UpdateTestRequestSchema), async (c) => {
    return c.json(
      await updateTestCase(
        c.get('deps').database.db,
        c.get('user')!.id,
        c.req.param('id'),
        c.req.valid('json'),
      ),
    );
  })
  .delete('/:id', async (c) => {
    await deleteTestCase(c.get('deps'), c.get('user')!.id, c.req.param('id'));
    return c.json({ ok: true as const });
  });
